import { notificationSchema } from '@keyhaven/contract'
import { z } from 'zod'

// The bell is in every page's navbar: its schemas (and zod) come in this chunk, loaded with its first answer.
export { modifiedCountSchema, notificationPreferencesSchema } from '@keyhaven/contract'
export const notificationListSchema = z.array(notificationSchema)
