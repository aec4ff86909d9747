import {
  ALREADY_REVIEWED,
  type Page,
  type PaginationQuery,
  type PublicReview,
  type Review,
  type ReviewEdit,
  type ReviewInput,
} from '@keyhaven/contract'
import { recordAudit } from '../audit/record.ts'
import { assertSelfOrAdmin, type Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { mapPage } from '../db/paging.ts'
import { ApiError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import type { Notifier } from '../notifications/notifier.ts'
import {
  deleteReview,
  findPropertyVisibility,
  insertReview,
  listAllReviews,
  listReviewsByReviewerEmail,
  listReviewsOfProperty,
  type ReviewRow,
  reviewExists,
  selectLatestReviews,
  updateReviewText,
} from './queries.ts'

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    agentName: row.agentName,
    reviewerName: row.reviewerName,
    reviewerEmail: row.reviewerEmail,
    reviewerImage: row.reviewerImage,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A review as anyone may see it: everything but the reviewer's e-mail. */
export function toPublicReview(row: ReviewRow): PublicReview {
  const { reviewerEmail: _private, ...review } = toReview(row)
  return review
}

const NO_PROPERTY = 'No property with this id'

export function createReviewService(db: Database, notifier: Notifier) {
  return {
    /** `source`: the database to read, a replica for these public reads (see http/read-routing.ts). */
    async latest(count: number, source: Database): Promise<PublicReview[]> {
      return (await selectLatestReviews(source, count)).map(toPublicReview)
    },

    /**
     * A listing's reviews, for its details page. A listing the public cannot see (pending, rejected, or its
     * agent marked fraud) answers 404 like a missing one, except to an admin and to the listing's own agent.
     */
    async ofProperty(
      caller: Caller,
      propertyId: string,
      query: PaginationQuery,
      source: Database,
    ): Promise<Page<PublicReview>> {
      const property = await findPropertyVisibility(source, propertyId)
      const visible =
        property && (property.isPublic || caller.role === 'admin' || property.agentId === caller.id)
      if (!visible) throw new ApiError(404, NO_PROPERTY)
      return mapPage(await listReviewsOfProperty(source, propertyId, offsetPage(query)), toPublicReview)
    },

    async byReviewer(caller: Caller, query: PaginationQuery & { email: string }): Promise<Page<Review>> {
      assertSelfOrAdmin(caller, query.email)
      return mapPage(await listReviewsByReviewerEmail(db, query.email, offsetPage(query)), toReview)
    },

    async all(query: PaginationQuery): Promise<Page<Review>> {
      return mapPage(await listAllReviews(db, offsetPage(query)), toReview)
    },

    /** Only the property and the text are the client's; title, agent, reviewer and date come from the server. */
    async add(caller: Caller, input: ReviewInput): Promise<{ insertedId: string }> {
      const property = await findPropertyVisibility(db, input.propertyId)
      if (!property?.isPublic) throw new ApiError(404, NO_PROPERTY)
      // One review per user per property (a unique index): the author edits it instead of adding another.
      const insertedId = await insertReview(db, {
        propertyId: property.id,
        userId: caller.id,
        description: input.description,
      }).catch((error: unknown) => {
        if (isUniqueViolation(error, 'reviews_one_per_user_property'))
          throw new ApiError(409, ALREADY_REVIEWED)
        throw error
      })
      return { insertedId }
    },

    /** The author changes the text of their own review (no one else, admins included, may). */
    async edit(caller: Caller, id: string, input: ReviewEdit): Promise<{ modifiedCount: number }> {
      const modifiedCount = await updateReviewText(db, id, caller.id, input.description)
      if (modifiedCount > 0) return { modifiedCount }
      if (await reviewExists(db, id)) throw new ApiError(403, 'You can only edit your own reviews')
      throw new ApiError(404, 'No review with this id')
    },

    /**
     * Admins delete any review; anyone else only their own. `email` (the web app sends the author's own) must
     * be the caller's, unless the caller is an admin.
     */
    async remove(caller: Caller, id: string, email: string | undefined): Promise<{ deletedCount: number }> {
      if (email !== undefined) assertSelfOrAdmin(caller, email)
      const isAdmin = caller.role === 'admin'
      const deletedCount = await notifier.transaction(async (tx, tell) => {
        const deleted = await deleteReview(tx, id, isAdmin ? undefined : caller.id)
        if (!deleted) return 0
        // An author removing their own review is their business; an admin removing one is moderation.
        if (isAdmin && deleted.authorId !== caller.id) {
          await recordAudit(tx, caller, 'review.deleted', id)
          await tell.reviewDeletedByAdmin({ authorId: deleted.authorId, title: deleted.propertyTitle })
        }
        return 1
      })
      if (deletedCount > 0) return { deletedCount }
      if (!isAdmin && (await reviewExists(db, id))) {
        throw new ApiError(403, 'You can only delete your own reviews')
      }
      throw new ApiError(404, 'No review with this id')
    },
  }
}
