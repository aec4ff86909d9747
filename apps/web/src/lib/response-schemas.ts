import { z } from 'zod'

export { errorBodySchema, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@keyhaven/contract'
export { z }

// Better Auth's endpoints answer errors as { message, code } rather than our { error: { code, message } }.
export const authErrorSchema = z.object({ message: z.string(), code: z.string().optional() })
