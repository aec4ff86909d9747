import {
  type CreateFeedKey,
  type FeedKey,
  feedKeySchema,
  type IssuedFeedKey,
  issuedFeedKeySchema,
} from '@keyhaven/contract'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../../lib/api-client.ts'
import { type MutationOutcome, useApiMutation } from '../../lib/use-api-mutation.ts'

const FEED_KEYS_KEY = ['feed-keys'] as const

export const feedKeysQuery = () =>
  queryOptions({
    queryKey: FEED_KEYS_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/admin/feed-keys', { schema: z.array(feedKeySchema), signal })).data,
  })

const issueFeedKey = async (body: CreateFeedKey) =>
  (await apiRequest('/admin/feed-keys', { method: 'POST', body, schema: issuedFeedKeySchema })).data

const revokeFeedKey = async (key: FeedKey) =>
  (await apiRequest(`/admin/feed-keys/${key.id}`, { method: 'DELETE', schema: feedKeySchema })).data

export const useIssueFeedKey = (outcome: MutationOutcome<IssuedFeedKey, CreateFeedKey>) =>
  useApiMutation(issueFeedKey, { ...outcome, refreshes: [FEED_KEYS_KEY] })
export const useRevokeFeedKey = (outcome: MutationOutcome<FeedKey, FeedKey>) =>
  useApiMutation(revokeFeedKey, { ...outcome, refreshes: [FEED_KEYS_KEY] })
