import { z } from 'zod'

export { errorBodySchema, uploadResultSchema } from '@keyhaven/contract'
export { z }

// Better Auth's endpoints answer errors as { message, code } rather than our { error: { code, message } }.
export const authErrorSchema = z.object({ message: z.string(), code: z.string().optional() })
