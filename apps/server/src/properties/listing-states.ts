import {
  MARKET_STATUS_LABELS,
  type MarketStatus,
  SUBMITTABLE_STATUSES,
  type VerificationStatus,
} from '@keyhaven/contract'
import { and, eq, not, or, type SQL, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { LISTING_STAGES, type ListingStage, properties } from '../db/schema.ts'
import { ApiError } from '../http/errors.ts'
import { isInReview, isLet, isSold, isUnderContract } from './queries.ts'

// The listing's states and the moves between them, in one table (docs/decisions/0041; the lifecycle itself is
// decision 0018). What is stored: the spec's verification status, and a stage (listing_stage) for a pending
// listing that is not in review. What is derived: under offer, sold and let, from the offers and rental
// applications. Every place that moves a listing asks this table whether the move is allowed from where the
// listing is, and writes what the table says the state it leads to is stored as.

/** Who makes a move: the listing's own agent, an admin, a buyer or renter, or a job of the server's. */
export type Mover = 'agent' | 'admin' | 'buyer' | 'system'

/** What a move writes besides the state it leads to; `reason` is the admin's, `to` where the move leads. */
type Writes = (move: { reason?: string | undefined; to: MarketStatus }) => ListingColumns
export type ListingColumns = PgUpdateSetSource<typeof properties>

interface ListingMove {
  by: readonly Mover[]
  /** Where the listing may be, and where the move takes it from there. */
  moves: Partial<Record<MarketStatus, MarketStatus>>
  writes?: Writes
  /** Why the move is refused from a state it is not allowed from. */
  refusal?: (status: MarketStatus) => string
}

/** Why no offer can be made on a listing that is not publicly listed, or not for sale now. */
export const NOT_OPEN_FOR_OFFERS = 'This property is not open for offers'

/** The words for a status in a refusal: "this one is under offer". */
export const inWords = (status: MarketStatus) => MARKET_STATUS_LABELS[status].toLowerCase()

const isStage = (status: MarketStatus): status is ListingStage =>
  (LISTING_STAGES as readonly string[]).includes(status)

/** The spec's three-valued view of a status: listed ones are verified, rejected is rejected, the rest pending. */
export const verificationOf = (status: MarketStatus): VerificationStatus =>
  status === 'rejected'
    ? 'rejected'
    : status === 'active' || status === 'under_offer' || status === 'sold' || status === 'let'
      ? 'verified'
      : 'pending'

/** The stored columns of a status (under offer, sold and let are a listed listing's offers and applications). */
export const storedAs = (status: MarketStatus) => ({
  verificationStatus: verificationOf(status),
  listingStage: isStage(status) ? status : null,
})

export const LISTING_MOVES = {
  /** Its agent sends it to review, after every rule of a new listing (lifecycle.ts checks them). */
  submit: {
    by: ['agent'],
    moves: Object.fromEntries(SUBMITTABLE_STATUSES.map((status) => [status, 'pending'])),
    writes: () => ({ changesRequestedReason: null }),
    refusal: (status) =>
      `Only a draft, withdrawn, expired or changes-requested listing can be submitted for review; this one is ${inWords(status)}`,
  },
  /** An admin sends a listing in review back to its agent, who is told the reason; on the audit trail. */
  requestChanges: {
    by: ['admin'],
    moves: { pending: 'changes_requested' },
    writes: ({ reason }) => ({ changesRequestedReason: reason ?? null }),
    refusal: (status) =>
      `Only a listing waiting for review can be sent back for changes; this one is ${inWords(status)}`,
  },
  /**
   * An admin lists a listing in review: its listing period starts (LISTING_DAYS); its agent is told, the saved
   * searches it matches are alerted; on the audit trail.
   */
  verify: {
    by: ['admin'],
    moves: { pending: 'active' },
    writes: () => ({ rejectionReason: null, listedAt: sql`now()`, expiryNoticeAt: null }),
    refusal: (status) => decisionRefusal(status),
  },
  /** An admin rejects a listing in review, for good; its agent is told the reason; on the audit trail. */
  reject: {
    by: ['admin'],
    moves: { pending: 'rejected' },
    writes: ({ reason }) => ({ rejectionReason: reason ?? '' }),
    refusal: (status) => decisionRefusal(status),
  },
  /** Its agent takes an active listing off the market: off every public list and the advertisement. */
  withdraw: {
    by: ['agent'],
    moves: { active: 'withdrawn' },
    writes: () => ({ isAdvertised: false }),
    refusal: (status) =>
      status === 'under_offer'
        ? 'This property is under offer: it cannot be withdrawn while an offer on it is accepted'
        : `Only an active listing can be withdrawn; this one is ${inWords(status)}`,
  },
  /** Its agent lists it for another LISTING_DAYS, or sends an expired one to review (its period starts again when verified). */
  renew: {
    by: ['agent'],
    moves: { active: 'active', under_offer: 'under_offer', expired: 'pending' },
    writes: ({ to }) => (to === 'pending' ? {} : { listedAt: new Date(), expiryNoticeAt: null }),
    refusal: (status) => `Only an active or expired listing can be renewed; this one is ${inWords(status)}`,
  },
  /** LISTING_DAYS after it was listed: off every public list and the advertisement; its agent is told. */
  expire: {
    by: ['system'],
    moves: { active: 'expired' },
    writes: () => ({ isAdvertised: false }),
  },
  /**
   * Its agent changes more than the price of a listed listing: back to review and out of the advertisement (a
   * listing under contract changes nothing, a sold one never; a new price alone keeps it listed).
   */
  edit: {
    by: ['agent'],
    moves: { active: 'pending', let: 'pending' },
    writes: () => ({ isAdvertised: false }),
  },
  /** A buyer makes an offer on a listed home for sale (offers/service.ts); the listing stays as it is. */
  makeOffer: {
    by: ['buyer'],
    moves: { active: 'active' },
    refusal: (status) =>
      status === 'sold'
        ? 'This property is already sold'
        : status === 'under_offer'
          ? 'This property already has an accepted offer'
          : NOT_OPEN_FOR_OFFERS,
  },
  /**
   * Its agent accepts an offer, and every other pending offer is rejected, their buyers told. The one-winner
   * index guards it, not the status: an offer made while the listing was active may still be accepted after it
   * left the market, where the stage shows until it is listed again.
   */
  acceptOffer: { by: ['agent'], moves: { active: 'under_offer' } },
  /** The accepted offer expires unpaid (a job) or an admin releases it: the home takes offers again. */
  endOffer: { by: ['system', 'admin'], moves: { under_offer: 'active' } },
  /** The buyer pays the accepted offer (payments/): sold, for good. */
  pay: { by: ['buyer'], moves: { under_offer: 'sold' } },
  /**
   * Its agent accepts a rental application (applications/service.ts), every other open one declined: let. It is
   * refused while the rental waits outside review; a rental in review or rejected is not stopped (it shows as
   * let once listed).
   */
  acceptApplication: {
    by: ['agent'],
    moves: { active: 'let', pending: 'pending', rejected: 'rejected' },
    refusal: (status) =>
      `This rental is ${inWords(status)}: an application is accepted only while the rental is listed`,
  },
} as const satisfies Record<string, ListingMove>

export type ListingAction = keyof typeof LISTING_MOVES

/** An admin's decision on a listing not in review names it by its stage, or by its verification status. */
const decisionRefusal = (status: MarketStatus) =>
  `Only a pending property can be verified or rejected; this one is ${isStage(status) ? inWords(status) : verificationOf(status)}`

const moveOf = (action: ListingAction): ListingMove => LISTING_MOVES[action]

/** Where `action` takes a listing from `status`, or undefined when it is not allowed from there. */
export const nextStatus = (action: ListingAction, status: MarketStatus): MarketStatus | undefined =>
  moveOf(action).moves[status]

/**
 * Where `action` by `mover` takes a listing from `status`, and the columns it writes (the state it leads to as
 * stored, and the move's own). A 403 when the mover may not make it, a 409 with the table's reason when the
 * listing is not where it may be made from.
 */
export function requireMove(
  action: ListingAction,
  status: MarketStatus,
  mover: Mover,
  reason?: string,
): { to: MarketStatus; columns: ListingColumns } {
  const move = moveOf(action)
  if (!move.by.includes(mover)) throw new ApiError(403, `A listing is not moved so by ${mover}s`)
  const to = move.moves[status]
  if (!to) throw new ApiError(409, refusalOf(action, status))
  return { to, columns: columnsOf(action, to, reason) }
}

/** Why `action` is refused from `status` (for a move that was made in SQL and found the listing elsewhere). */
export const refusalOf = (action: ListingAction, status: MarketStatus) =>
  moveOf(action).refusal?.(status) ?? `A listing that is ${inWords(status)} cannot be moved so`

/** What a move to `to` writes: its stored state, and the move's own columns. */
export const columnsOf = (action: ListingAction, to: MarketStatus, reason?: string): ListingColumns => ({
  ...storedAs(to),
  ...moveOf(action).writes?.({ reason, to }),
})

interface StatusFacts {
  verificationStatus: VerificationStatus
  listingStage: ListingStage | null
  isSold: boolean | null
  isLet: boolean | null
  underContract: boolean | null
}

/** The listing's market status, from what is stored and what its offers and applications say. */
export function marketStatusOf(row: StatusFacts): MarketStatus {
  if (row.listingStage) return row.listingStage
  if (row.verificationStatus === 'rejected') return 'rejected'
  if (row.verificationStatus === 'pending') return 'pending'
  if (row.isSold) return 'sold'
  if (row.isLet) return 'let'
  if (row.underContract) return 'under_offer'
  return 'active'
}

const verified = eq(properties.verificationStatus, 'verified')

/** The outer row's listing is in this status (in SQL, as marketStatusOf says it in JavaScript). */
function statusCondition(status: MarketStatus): SQL {
  switch (status) {
    case 'draft':
    case 'changes_requested':
    case 'withdrawn':
    case 'expired':
      return eq(properties.listingStage, status)
    case 'pending':
      return isInReview
    case 'rejected':
      return eq(properties.verificationStatus, 'rejected')
    case 'sold':
      return and(verified, isSold) as SQL
    case 'let':
      return and(verified, not(isSold), isLet) as SQL
    case 'under_offer':
      return and(verified, not(isLet), isUnderContract, not(isSold)) as SQL
    case 'active':
      return and(verified, not(isUnderContract), not(isLet)) as SQL
  }
}

/**
 * The listings `action` may move, in SQL: a move made in one statement (an admin's decision, the expiry job) is
 * made only where the table allows it, so of two concurrent moves only the first applies.
 */
export const movableBy = (action: ListingAction): SQL =>
  or(...(Object.keys(moveOf(action).moves) as MarketStatus[]).map(statusCondition)) as SQL
