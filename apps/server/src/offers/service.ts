import {
  buyingDateProblem,
  minorUnitDigits,
  minorUnitsProblem,
  type Offer,
  type OfferInput,
  offerAmountProblem,
  type Page,
  type PaginationQuery,
  toMinorUnits,
} from '@keyhaven/contract'
import { eq, lte, type SQL } from 'drizzle-orm'
import { recordAudit } from '../audit/record.ts'
import type { Caller } from '../auth/caller.ts'
import type { Database, Transaction } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { mapPage } from '../db/paging.ts'
import { offers } from '../db/schema.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import type { OfferExpiry } from '../notifications/messages.ts'
import type { Notifier, Tell } from '../notifications/notifier.ts'
import { marketStatusOf, NOT_OPEN_FOR_OFFERS, requireMove } from '../properties/listing-states.ts'
import { priceOf } from '../properties/queries.ts'
import { findUserByEmail } from '../users/queries.ts'
import {
  decidePendingOffer,
  deletePendingOfferOfBuyer,
  expireAcceptedOffers,
  findOfferWithOwner,
  insertOffer,
  listOffers,
  lockListingForOffer,
  lockPropertyForAccept,
  rejectOtherPendingOffers,
  toOffer,
} from './queries.ts'

export interface AcceptResult {
  accepted: { modifiedCount: number }
  rejected: { modifiedCount: number }
}

/** The one index that allows at most one accepted-or-bought offer per property (db/schema.ts). */
export const ONE_WINNER_INDEX = 'offers_one_winner_per_property'
/** The index that allows one pending offer per buyer per property (db/schema.ts). */
export const ONE_PENDING_INDEX = 'offers_one_pending_per_buyer'

export const RENTALS_TAKE_NO_OFFERS =
  'Rentals take no offers: this home is for rent, so apply to rent it instead.'
export const ALREADY_PENDING = 'You already have a pending offer on this property.'
export const BOUGHT_NEVER_RELEASED = 'This offer is paid: a bought offer is never released'

const DAY_MS = 24 * 60 * 60 * 1000
// Overdue offers expired per transaction by the job (it goes on until none is left).
const EXPIRY_BATCH = 100

/**
 * Expires the accepted, unpaid offers `which` selects, in the caller's transaction, and tells their parties
 * why; returns the offers expired. Their homes take offers again.
 */
export async function expireOffers(
  tx: Transaction,
  tell: Tell,
  which: SQL,
  expiry: OfferExpiry,
  limit?: number,
) {
  const expired = await expireAcceptedOffers(tx, which, limit)
  for (const offer of expired) await tell.offerExpired(offer, expiry)
  return expired
}

/** `paymentDays`: how long an accepted offer has to be paid (OFFER_PAYMENT_DAYS). */
export function createOfferService(db: Database, notifier: Notifier, paymentDays: number) {
  /** The offer, refused unless the caller is the agent of its property (or of the offer, once it is gone). */
  async function ownOffer(caller: Caller, offerId: string) {
    const found = await findOfferWithOwner(db, offerId)
    if (!found) throw new ApiError(404, 'No offer with this id')
    const ownerId = found.offer.propertyId ? found.propertyAgentId : found.offer.agentId
    if (ownerId !== caller.id) throw new ApiError(403, 'You can only decide offers on your own properties')
    return found.offer
  }

  const notPending = (status: Offer['status'], action: string) =>
    new ApiError(409, `This offer is already ${status}: only a pending offer can be ${action}`)

  return {
    /**
     * A buyer's offer. Only the property, amount and date are the client's; title, location, image and agent
     * are copied from the listing, buyer from the caller, status is pending.
     */
    async create(caller: Caller, input: OfferInput): Promise<{ insertedId: string }> {
      const dateProblem = buyingDateProblem(input.buyingDate)
      if (dateProblem) throw fieldError('buyingDate', dateProblem)
      const insertedId = await notifier
        .transaction(async (tx, tell) => {
          const listing = await lockListingForOffer(tx, input.propertyId)
          if (!listing) throw new ApiError(404, 'No property with this id')
          if (!listing.isPublic) throw new ApiError(409, NOT_OPEN_FOR_OFFERS)
          if (listing.listingType === 'rent') throw new ApiError(409, RENTALS_TAKE_NO_OFFERS)
          requireMove('makeOffer', marketStatusOf(listing), 'buyer')
          const { priceLow, priceHigh } = priceOf(listing)
          // In the listing's currency, exact in its minor unit; rounding to it also takes away binary noise
          // (0.1 + 0.2), so the comparison with the range is exact.
          const decimalsProblem = minorUnitsProblem('Offer amount', [input.offerAmount], listing.currency)
          if (decimalsProblem) throw fieldError('offerAmount', decimalsProblem)
          const amount =
            toMinorUnits(input.offerAmount, listing.currency) / 10 ** minorUnitDigits(listing.currency)
          const amountProblem = offerAmountProblem(amount, priceLow, priceHigh, listing.currency)
          if (amountProblem) throw fieldError('offerAmount', amountProblem)
          const offer = {
            propertyId: listing.id,
            title: listing.title,
            location: listing.location,
            image: listing.image,
            agentId: listing.agentId,
            agentName: listing.agentName,
            agentEmail: listing.agentEmail,
            buyerId: caller.id,
            buyerName: caller.name,
            buyerEmail: caller.email,
            offerAmount: amount,
            currency: listing.currency,
            buyingDate: input.buyingDate,
            status: 'pending',
          } as const
          const id = await insertOffer(tx, offer)
          await tell.offerReceived(offer)
          return id
        })
        .catch((error: unknown) => {
          // The partial unique index decides, so two concurrent offers of one buyer cannot both be pending.
          if (isUniqueViolation(error, ONE_PENDING_INDEX)) throw new ApiError(409, ALREADY_PENDING)
          throw error
        })
      return { insertedId }
    },

    /** The buyer takes back their own offer while it is still pending (it is deleted: no money was involved). */
    async withdraw(caller: Caller, offerId: string): Promise<{ deletedCount: number }> {
      const deletedCount = await deletePendingOfferOfBuyer(db, offerId, caller.id)
      if (deletedCount > 0) return { deletedCount }
      const found = await findOfferWithOwner(db, offerId)
      if (!found) throw new ApiError(404, 'No offer with this id')
      if (found.offer.buyerId !== caller.id) throw new ApiError(403, 'You can only withdraw your own offers')
      throw notPending(found.offer.status, 'withdrawn')
    },

    /** The caller's own offers (admins included: `buyerEmail` must be the caller's). */
    async listForBuyer(
      caller: Caller,
      query: PaginationQuery & { buyerEmail: string },
    ): Promise<Page<Offer>> {
      if (query.buyerEmail !== caller.email) {
        throw new ApiError(403, 'You can only see your own offers')
      }
      return mapPage(await listOffers(db, eq(offers.buyerId, caller.id), offsetPage(query)), toOffer)
    },

    /** Offers on an agent's properties: agents see their own, admins anyone's. */
    async listForAgent(caller: Caller, query: PaginationQuery & { email: string }): Promise<Page<Offer>> {
      const { email } = query
      if (caller.role !== 'admin' && email !== caller.email) {
        throw new ApiError(403, 'You can only see the offers on your own properties')
      }
      const agent = email === caller.email ? caller : await findUserByEmail(db, email)
      if (!agent) return { items: [], total: 0 }
      return mapPage(await listOffers(db, eq(offers.agentId, agent.id), offsetPage(query)), toOffer)
    },

    /**
     * Accepts one pending offer and rejects every other pending offer on its property, in one transaction. The
     * property row is locked first, so accepts on one property run one after another; the partial unique index
     * offers_one_winner_per_property is the last word: should two accepts ever both try, one fails with 23505.
     */
    async accept(caller: Caller, offerId: string, propertyId: string | undefined): Promise<AcceptResult> {
      const offer = await ownOffer(caller, offerId)
      if (propertyId !== undefined && propertyId !== offer.propertyId) {
        throw fieldError('propertyId', "does not match the offer's property")
      }
      if (offer.status !== 'pending') throw notPending(offer.status, 'accepted')
      const offerPropertyId = offer.propertyId
      if (!offerPropertyId) throw new ApiError(409, 'The property of this offer no longer exists')
      try {
        return await notifier.transaction(async (tx, tell) => {
          const property = await lockPropertyForAccept(tx, offerPropertyId)
          if (!property) throw new ApiError(409, 'The property of this offer no longer exists')
          const [accepted] = await decidePendingOffer(tx, offerId, {
            status: 'accepted',
            paymentDueAt: new Date(Date.now() + paymentDays * DAY_MS),
          })
          if (!accepted) {
            const [current] = await tx
              .select({ status: offers.status })
              .from(offers)
              .where(eq(offers.id, offerId))
            throw notPending(current?.status ?? offer.status, 'accepted')
          }
          const rejected = await rejectOtherPendingOffers(tx, offerPropertyId, offerId)
          await tell.offerAccepted(accepted)
          for (const offer of rejected) await tell.offerRejected(offer)
          return { accepted: { modifiedCount: 1 }, rejected: { modifiedCount: rejected.length } }
        })
      } catch (error) {
        if (isUniqueViolation(error, ONE_WINNER_INDEX)) {
          throw new ApiError(409, 'This property already has an accepted offer')
        }
        throw error
      }
    },

    /** pending → rejected, by the property's agent. */
    async reject(caller: Caller, offerId: string): Promise<{ modifiedCount: number }> {
      const offer = await ownOffer(caller, offerId)
      const rejected = await notifier.transaction(async (tx, tell) => {
        const [decided] = await decidePendingOffer(tx, offerId, { status: 'rejected' })
        if (decided) await tell.offerRejected(decided)
        return decided
      })
      if (!rejected) {
        const found = await findOfferWithOwner(db, offerId)
        throw notPending(found?.offer.status ?? offer.status, 'rejected')
      }
      return { modifiedCount: 1 }
    },

    /** Accepted offers not yet paid, soonest deadline first (admins: what they may release). */
    async listAwaitingPayment(query: PaginationQuery): Promise<Page<Offer>> {
      return mapPage(await listOffers(db, eq(offers.status, 'accepted'), offsetPage(query), 'due'), toOffer)
    },

    /** An admin ends an accepted, unpaid offer at once (accepted → expired), telling both parties why. */
    async release(caller: Caller, offerId: string, reason: string): Promise<{ modifiedCount: number }> {
      const released = await notifier.transaction(async (tx, tell) => {
        const expired = await expireOffers(tx, tell, eq(offers.id, offerId), { cause: 'released', reason })
        if (expired.length > 0)
          await recordAudit(tx, caller, 'offer.released', offerId, {
            reason,
            changes: { status: { from: 'accepted', to: 'expired' } },
          })
        return expired
      })
      if (released.length > 0) return { modifiedCount: 1 }
      const found = await findOfferWithOwner(db, offerId)
      if (!found) throw new ApiError(404, 'No offer with this id')
      const { status } = found.offer
      if (status === 'bought') throw new ApiError(409, BOUGHT_NEVER_RELEASED)
      if (status === 'accepted') {
        throw new ApiError(
          409,
          'This offer has been paid and its payment is being recorded: it cannot be released',
        )
      }
      throw new ApiError(
        409,
        `This offer is ${status}: only an accepted offer that is not paid can be released`,
      )
    },

    /** Expires every accepted offer whose payment deadline is at or before `now` (the offer-expiry job). */
    async expireOverdue(now: Date): Promise<number> {
      let total = 0
      for (;;) {
        const expired = await notifier.transaction((tx, tell) =>
          expireOffers(tx, tell, lte(offers.paymentDueAt, now), { cause: 'overdue' }, EXPIRY_BATCH),
        )
        total += expired.length
        if (expired.length < EXPIRY_BATCH) return total
      }
    },
  }
}

/** Expires overdue accepted offers every 5 minutes, in one instance at a time (see jobs/job-runner.ts). */
export function offerExpiryJob(
  service: Pick<ReturnType<typeof createOfferService>, 'expireOverdue'>,
): PeriodicJob {
  return {
    name: 'offer-expiry',
    intervalMs: 5 * 60_000,
    async run() {
      const expired = await service.expireOverdue(new Date())
      return expired > 0 ? { expired } : undefined
    },
  }
}
