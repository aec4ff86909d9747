import { feedKeySchema } from '@keyhaven/contract'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'

/** The portal feed's keys, revoked ones too (the Feed Keys route's loader reads them). */
export const fetchFeedKeys = async () =>
  (await apiRequest('/admin/feed-keys', { schema: z.array(feedKeySchema) })).data
