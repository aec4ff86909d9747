import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../db/client.ts'
import { type PageWindow, readPage } from '../db/paging.ts'
import { properties, reviews, users } from '../db/schema.ts'
import { isPubliclyListed } from '../properties/queries.ts'

// The property's agent is joined as `users` (the table isPubliclyListed reads the fraud role from);
// the review's author is joined under an alias.
const reviewers = alias(users, 'reviewers')

const reviewColumns = {
  id: reviews.id,
  propertyId: reviews.propertyId,
  propertyTitle: properties.title,
  agentName: users.name,
  reviewerName: reviewers.name,
  reviewerEmail: reviewers.email,
  reviewerImage: reviewers.image,
  description: reviews.description,
  createdAt: reviews.createdAt,
}

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number]

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)]

function selectReviews(db: Database, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(reviewers, eq(reviewers.id, reviews.userId))
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(where)
}

function listPage(db: Database, where: SQL | undefined, page: PageWindow) {
  return readPage(
    selectReviews(db, where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(reviewers, eq(reviewers.id, reviews.userId))
      .innerJoin(properties, eq(properties.id, reviews.propertyId))
      .leftJoin(users, eq(users.id, properties.agentId))
      .where(where),
  )
}

/** The newest reviews of listings the public may see (a fraud agent's or unverified listing is left out). */
export function selectLatestReviews(db: Database, limit: number) {
  return selectReviews(db, isPubliclyListed)
    .orderBy(...newestFirst)
    .limit(limit)
}

export function listReviewsOfProperty(db: Database, propertyId: string, page: PageWindow) {
  return listPage(db, eq(reviews.propertyId, propertyId), page)
}

export function listReviewsByReviewerEmail(db: Database, email: string, page: PageWindow) {
  return listPage(db, eq(reviewers.email, email), page)
}

export function listAllReviews(db: Database, page: PageWindow) {
  return listPage(db, undefined, page)
}

/** The property with whether the public may see it, or undefined when there is no such property. */
export async function findPropertyVisibility(db: Database, propertyId: string) {
  const [row] = await db
    .select({
      id: properties.id,
      agentId: properties.agentId,
      isPublic: sql<boolean>`${isPubliclyListed}`,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.agentId))
    .where(eq(properties.id, propertyId))
  return row && { ...row, isPublic: Boolean(row.isPublic) }
}

export async function insertReview(
  db: Database,
  values: { propertyId: string; userId: string; description: string },
): Promise<string> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id })
  if (!row) throw new Error('insert into reviews returned no row')
  return row.id
}

/** Deletes the review when `authorId` is undefined (admin) or is the review's author; returns the count. */
export async function deleteReview(
  db: Database | Transaction,
  id: string,
  authorId: string | undefined,
): Promise<{ authorId: string; propertyTitle: string } | undefined> {
  const [deleted] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), authorId === undefined ? undefined : eq(reviews.userId, authorId)))
    .returning({ authorId: reviews.userId, propertyId: reviews.propertyId })
  if (!deleted) return undefined
  const [listing] = await db
    .select({ title: properties.title })
    .from(properties)
    .where(eq(properties.id, deleted.propertyId))
  return { authorId: deleted.authorId, propertyTitle: listing?.title ?? '' }
}

/** Changes the text of the author's own review; 0 when it is not theirs or gone. */
export async function updateReviewText(db: Database, id: string, authorId: string, description: string) {
  const updated = await db
    .update(reviews)
    .set({ description })
    .where(and(eq(reviews.id, id), eq(reviews.userId, authorId)))
    .returning({ id: reviews.id })
  return updated.length
}

export async function reviewExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id))
  return row !== undefined
}
