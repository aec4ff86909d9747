import { desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'
import { properties, reviews, users } from '../db/schema.ts'

const agents = alias(users, 'agents')

export function selectLatestReviews(db: Database, limit: number) {
  return db
    .select({
      id: reviews.id,
      propertyId: reviews.propertyId,
      propertyTitle: properties.title,
      agentName: agents.name,
      reviewerName: users.name,
      reviewerImage: users.image,
      description: reviews.description,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
}
