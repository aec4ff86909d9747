import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { offers, users } from '../db/schema.ts'

/** Agents (fraud excluded) ranked by how many of their offers were bought. */
export function selectTopSellingAgents(db: Database, limit: number) {
  const soldCount = count(offers.id)
  return db
    .select({ id: users.id, name: users.name, email: users.email, image: users.image, soldCount })
    .from(users)
    .leftJoin(offers, and(eq(offers.agentId, users.id), eq(offers.status, 'bought')))
    .where(eq(users.role, 'agent'))
    .groupBy(users.id)
    .orderBy(desc(soldCount), asc(users.name), asc(users.id))
    .limit(limit)
}
