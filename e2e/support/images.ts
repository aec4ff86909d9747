import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

/** A real PNG (a coloured house-ish block, 480 x 320 or stretched to `size`), for upload fields. */
export async function pngFile(
  name = 'house.png',
  color = '#2a9d8f',
  size?: { width: number; height: number },
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320"><rect width="480" height="320" fill="#cde7f0"/><rect x="140" y="140" width="200" height="140" fill="${color}"/><polygon points="120,140 240,60 360,140" fill="#264653"/></svg>`
  const drawn = sharp(Buffer.from(svg))
  const sized = size ? drawn.resize(size.width, size.height, { fit: 'fill' }) : drawn
  return { name, mimeType: 'image/png', buffer: await sized.png().toBuffer() }
}

/** Uploads a real PNG (the default one unless given) through POST /api/uploads and answers the stored image's URL. */
export async function uploadPng(
  request: APIRequestContext,
  headers: Record<string, string>,
  file?: Awaited<ReturnType<typeof pngFile>>,
) {
  const response = await request.post('/api/uploads', {
    headers,
    multipart: { image: file ?? (await pngFile()) },
  })
  if (response.status() !== 201) throw new Error(`upload answered ${response.status()}`)
  return ((await response.json()) as { url: string }).url
}
