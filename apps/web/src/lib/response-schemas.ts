import { z } from 'zod'

export { errorBodySchema, uploadResultSchema } from '@keyhaven/contract'
export { z }
