import type { Config } from '../config/config.ts'
import { createLocalStorage } from './local-storage.ts'
import { createS3Storage } from './s3-storage.ts'
import type { ObjectStorage } from './storage.ts'

/** The storage the configuration names: the S3-compatible bucket when S3_* is set, else `$DATA_DIR/uploads`. */
export function openStorage(config: Pick<Config, 's3' | 'uploadsDir'>): ObjectStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir)
}
