import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { type ObjectStorage, publicUrlFor } from '../storage/storage.ts'

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

/**
 * Re-encodes any image sharp can read to WebP at a few widths, dropping every byte of the original (metadata
 * included), and stores the variants. Returns the URL of the largest; the others sit beside it as `-{width}`.
 */
export async function storeImage(storage: ObjectStorage, input: Buffer): Promise<{ url: string }> {
  const source = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate()
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      body: await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  )
  const largest = variants.at(-1)
  if (!largest) throw new Error('No image widths configured')
  const id = createHash('sha256').update(largest.body).digest('hex').slice(0, 32)
  await Promise.all(
    variants.map((variant) =>
      storage.put(
        variant === largest ? `${id}.webp` : `${id}-${variant.width}.webp`,
        variant.body,
        'image/webp',
      ),
    ),
  )
  return { url: publicUrlFor(`${id}.webp`) }
}
