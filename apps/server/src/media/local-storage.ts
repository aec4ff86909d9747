import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { contentTypeFor, isSafeKey, type ObjectStorage } from './storage.ts'

export function createLocalStorage(dir: string): ObjectStorage {
  const ready = mkdir(dir, { recursive: true })
  return {
    async put(key, body) {
      if (!isSafeKey(key)) throw new Error(`Refusing to store unsafe key ${key}`)
      await ready
      // Write then rename, so a crash never leaves a half-written image behind a valid name. The temporary name
      // is unique: two uploads of the same image (same key) at once must not share it.
      const target = path.join(dir, key)
      const temporary = `${target}.${randomUUID()}.tmp`
      await writeFile(temporary, body)
      await rename(temporary, target)
    },
    async get(key) {
      if (!isSafeKey(key)) return null
      try {
        const body = await readFile(path.join(dir, key))
        return { body, contentType: contentTypeFor(key) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) throw new Error(`Refusing to delete unsafe key ${key}`)
      // force: a file that is already gone is not an error.
      await rm(path.join(dir, key), { force: true })
    },
  }
}
