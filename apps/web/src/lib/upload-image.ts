import { apiRequest } from './api-client.ts'

/**
 * Uploads one image (a profile photo, a listing's picture) and gives back its `/uploads/...` URL; `onProgress`
 * hears how much of the file has been sent (0 to 1).
 */
export async function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const body = new FormData()
  body.append('image', file)
  const answer = await apiRequest('/uploads', {
    method: 'POST',
    body,
    // Loaded with the answer: the register page takes a photo before zod is among its scripts.
    schema: async () => (await import('./response-schemas.ts')).uploadResultSchema,
    onUploadProgress: onProgress,
  })
  return answer.data.url
}
