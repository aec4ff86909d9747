import { createRoute } from '@hono/zod-openapi'
import { LATEST_REVIEWS_COUNT, publicReviewSchema } from '@keyhaven/contract'
import { z } from 'zod'
import type { Database } from '../db/client.ts'
import { createRouter, jsonContent } from '../http/openapi.ts'
import { selectLatestReviews } from './queries.ts'

const latestReviews = createRoute({
  method: 'get',
  path: '/reviews/latest',
  tags: ['Reviews'],
  summary: `The ${LATEST_REVIEWS_COUNT} newest reviews, for the home page`,
  responses: { 200: jsonContent(z.array(publicReviewSchema), 'Newest reviews first') },
})

export function createReviewRoutes(db: Database) {
  return createRouter().openapi(latestReviews, async (c) => {
    const rows = await selectLatestReviews(db, LATEST_REVIEWS_COUNT)
    return c.json(
      rows.map(({ id, createdAt, ...review }) => ({
        _id: id,
        ...review,
        createdAt: createdAt.toISOString(),
      })),
      200,
    )
  })
}
