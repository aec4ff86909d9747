import { uploadResultSchema } from '@keyhaven/contract'
import { apiRequest } from './api-client.ts'

/** Uploads one image (a profile photo, a listing's picture) and gives back its `/uploads/...` URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData()
  body.append('image', file)
  return (await apiRequest('/uploads', { method: 'POST', body, schema: uploadResultSchema })).data.url
}
