import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { Database } from '../db/client.ts'
import { type ObjectStorage, publicUrlFor } from './storage.ts'
import { recordUpload } from './tracking.ts'

export const IMAGE_WIDTHS = [640, 1280] as const
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'])
// Refuses decompression bombs: a small file that would expand to a huge bitmap.
const MAX_INPUT_PIXELS = 40_000_000

export class NotAnImageError extends Error {
  override name = 'NotAnImageError'
}

/** Reads the bytes as an image (by content, never by name) or throws NotAnImageError. */
export async function assertImage(input: Buffer): Promise<void> {
  try {
    const { format } = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    if (!format || !ACCEPTED_FORMATS.has(format))
      throw new NotAnImageError(`Unsupported image format ${format}`)
  } catch (error) {
    if (error instanceof NotAnImageError) throw error
    throw new NotAnImageError('The file is not a readable image')
  }
}

/** The keys an image is stored under: its base key (the largest width) and one per smaller width beside it. */
export function imageKeys(baseKey: string): string[] {
  const id = baseKey.replace(/\.webp$/, '')
  return [baseKey, ...IMAGE_WIDTHS.slice(0, -1).map((width) => `${id}-${width}.webp`)]
}

export interface StoreImageOptions {
  /** Record the image in the uploads table (so clean-up can remove it once nothing uses it), as this user's. */
  track?: { db: Database; uploadedBy?: string | null }
}

/** An image as it is stored: WebP at each of IMAGE_WIDTHS, smallest first. */
export interface EncodedImage {
  variants: { width: number; body: Buffer }[]
}

/**
 * Re-encodes any image sharp can read to WebP at a few widths, dropping every byte of the original (metadata
 * included).
 */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate()
  // The header may read well while the pixels do not (a truncated file): decoding is the last check.
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      body: await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  ).catch((error: unknown) => {
    throw new NotAnImageError(`The image cannot be decoded: ${(error as Error).message}`)
  })
  return { variants }
}

/** Stores the variants of an encoded image. Returns the URL of the largest; the others sit beside it as `-{width}`. */
export async function storeEncodedImage(
  storage: ObjectStorage,
  { variants }: EncodedImage,
  options: StoreImageOptions = {},
): Promise<{ url: string }> {
  const largest = variants.at(-1)
  if (!largest) throw new Error('No image widths configured')
  const id = createHash('sha256').update(largest.body).digest('hex').slice(0, 32)
  const baseKey = `${id}.webp`
  // Recorded before the files are written: a file never exists that clean-up does not know of.
  if (options.track) await recordUpload(options.track.db, baseKey, options.track.uploadedBy ?? null)
  await Promise.all(
    variants.map((variant) =>
      storage.put(variant === largest ? baseKey : `${id}-${variant.width}.webp`, variant.body, 'image/webp'),
    ),
  )
  return { url: publicUrlFor(baseKey) }
}

/** Encodes (encodeImage) and stores (storeEncodedImage) an image. */
export async function storeImage(
  storage: ObjectStorage,
  input: Buffer,
  options: StoreImageOptions = {},
): Promise<{ url: string }> {
  return storeEncodedImage(storage, await encodeImage(input), options)
}
