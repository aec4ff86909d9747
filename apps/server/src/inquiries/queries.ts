import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { inquiryMessages, inquiryThreads, properties, users } from '../db/schema.ts'

const agents = alias(users, 'agents')
const buyers = alias(users, 'buyers')

/** The listing an inquiry is about, with what decides whether it is public (properties/queries.ts). */
export async function findListing(db: Database | Transaction, propertyId: string) {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      agentId: properties.agentId,
      verificationStatus: properties.verificationStatus,
      agentRole: agents.role,
    })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(eq(properties.id, propertyId))
  return row
}

/** The buyer's conversation about the listing, started now or continued (the unique index decides). */
export async function openThread(tx: Transaction, propertyId: string, buyerId: string): Promise<string> {
  const [row] = await tx
    .insert(inquiryThreads)
    .values({ propertyId, buyerId })
    .onConflictDoUpdate({
      target: [inquiryThreads.propertyId, inquiryThreads.buyerId],
      set: { lastMessageAt: sql`now()` },
    })
    .returning({ id: inquiryThreads.id })
  if (!row) throw new Error('inquiry thread not written')
  return row.id
}

export async function touchThread(tx: Transaction, threadId: string) {
  await tx.update(inquiryThreads).set({ lastMessageAt: sql`now()` }).where(eq(inquiryThreads.id, threadId))
}

export async function insertMessage(tx: Transaction, values: typeof inquiryMessages.$inferInsert) {
  const [row] = await tx.insert(inquiryMessages).values(values).returning({ id: inquiryMessages.id })
  if (!row) throw new Error('inquiry message not written')
  return row.id
}

const latest = <T>(column: SQL) =>
  sql<T>`(select ${column} from ${inquiryMessages} where ${inquiryMessages.threadId} = ${inquiryThreads.id} order by ${inquiryMessages.createdAt} desc, ${inquiryMessages.id} desc limit 1)`

const threadColumns = {
  id: inquiryThreads.id,
  propertyId: inquiryThreads.propertyId,
  buyerId: inquiryThreads.buyerId,
  lastMessageAt: inquiryThreads.lastMessageAt,
  createdAt: inquiryThreads.createdAt,
  propertyTitle: properties.title,
  propertyImage: properties.image,
  agentId: properties.agentId,
  agentName: agents.name,
  agentRole: agents.role,
  buyerName: buyers.name,
  lastMessage: latest<string>(sql`left(${inquiryMessages.body}, 200)`),
  lastFromAgent: latest<boolean>(sql`${inquiryMessages.fromAgent}`),
  messageCount: sql<number>`(select count(*)::int from ${inquiryMessages} where ${inquiryMessages.threadId} = ${inquiryThreads.id})`,
}

export type ThreadRow = NonNullable<Awaited<ReturnType<typeof findThread>>>

/** The listing's agent as a join condition, for the leads of one agent. */
export const leadsOf = (agentId: string) => eq(properties.agentId, agentId)
export const startedBy = (buyerId: string) => eq(inquiryThreads.buyerId, buyerId)

/** One page of conversations, the latest activity first. */
export function listThreads(db: Database, where: SQL | undefined, page: PageWindow) {
  return readPage(
    db
      .select(threadColumns)
      .from(inquiryThreads)
      .innerJoin(properties, eq(properties.id, inquiryThreads.propertyId))
      .innerJoin(buyers, eq(buyers.id, inquiryThreads.buyerId))
      .leftJoin(agents, eq(agents.id, properties.agentId))
      .where(where)
      .orderBy(desc(inquiryThreads.lastMessageAt), desc(inquiryThreads.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(inquiryThreads)
      .innerJoin(properties, eq(properties.id, inquiryThreads.propertyId))
      .where(where),
  )
}

export async function findThread(db: Database | Transaction, id: string) {
  const [row] = await db
    .select(threadColumns)
    .from(inquiryThreads)
    .innerJoin(properties, eq(properties.id, inquiryThreads.propertyId))
    .innerJoin(buyers, eq(buyers.id, inquiryThreads.buyerId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(eq(inquiryThreads.id, id))
  return row
}

/** Every message of a conversation, oldest first (a conversation between two people stays short). */
export function listMessages(db: Database, threadId: string) {
  return db
    .select()
    .from(inquiryMessages)
    .where(eq(inquiryMessages.threadId, threadId))
    .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id))
}

export type MessageRow = typeof inquiryMessages.$inferSelect
