import { z } from 'zod'

export { errorBodySchema } from '@keyhaven/contract'
export { z }

// Better Auth's endpoints answer errors as { message, code } rather than our { error: { code, message } }.
export const authErrorSchema = z.object({ message: z.string(), code: z.string().optional() })
