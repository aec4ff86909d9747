import { MARKET_STATUSES, type MarketStatus } from '@keyhaven/contract'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../http/errors.ts'
import {
  LISTING_MOVES,
  type ListingAction,
  type Mover,
  marketStatusOf,
  NOT_OPEN_FOR_OFFERS,
  requireMove,
  storedAs,
} from './listing-states.ts'

// The table of the listing's states, walked whole: every move from every state, allowed or refused, by every
// mover. The expectations are written out here, apart from the table, so that a change to it is seen.

const ALLOWED: Record<ListingAction, Partial<Record<MarketStatus, MarketStatus>>> = {
  submit: { draft: 'pending', changes_requested: 'pending', withdrawn: 'pending', expired: 'pending' },
  requestChanges: { pending: 'changes_requested' },
  verify: { pending: 'active' },
  reject: { pending: 'rejected' },
  withdraw: { active: 'withdrawn' },
  renew: { active: 'active', under_offer: 'under_offer', expired: 'pending' },
  expire: { active: 'expired' },
  edit: { active: 'pending', let: 'pending' },
  makeOffer: { active: 'active' },
  acceptOffer: { active: 'under_offer' },
  endOffer: { under_offer: 'active' },
  pay: { under_offer: 'sold' },
  acceptApplication: { active: 'let', pending: 'pending', rejected: 'rejected' },
}

const MOVERS: Record<ListingAction, Mover[]> = {
  submit: ['agent'],
  requestChanges: ['admin'],
  verify: ['admin'],
  reject: ['admin'],
  withdraw: ['agent'],
  renew: ['agent'],
  expire: ['system'],
  edit: ['agent'],
  makeOffer: ['buyer'],
  acceptOffer: ['agent'],
  endOffer: ['system', 'admin'],
  pay: ['buyer'],
  acceptApplication: ['agent'],
}
const EVERY_MOVER: Mover[] = ['agent', 'admin', 'buyer', 'system']
const ACTIONS = Object.keys(ALLOWED) as ListingAction[]

/** The refusal requireMove throws, as status and message. */
function refusal(action: ListingAction, status: MarketStatus, mover: Mover) {
  try {
    requireMove(action, status, mover)
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message }
    throw error
  }
  return undefined
}

describe('the table of a listing’s states', () => {
  it('names every action, and no other', () => {
    expect(Object.keys(LISTING_MOVES).sort()).toEqual([...ACTIONS].sort())
  })

  for (const action of ACTIONS) {
    it(`${action}: moves from where it may, by whom it may, and is refused from everywhere else`, () => {
      const [mover] = MOVERS[action]
      if (!mover) throw new Error(`no mover for ${action}`)
      for (const status of MARKET_STATUSES) {
        const to = ALLOWED[action][status]
        if (to) {
          const move = requireMove(action, status, mover, 'a reason')
          expect(move.to, `${action} from ${status}`).toBe(to)
          // What it writes is the state it leads to as stored, whatever else the move writes.
          expect(move.columns).toMatchObject(storedAs(to))
        } else {
          expect(refusal(action, status, mover), `${action} from ${status}`).toMatchObject({ status: 409 })
        }
      }
      for (const other of EVERY_MOVER.filter((who) => !MOVERS[action].includes(who))) {
        for (const status of MARKET_STATUSES) {
          expect(refusal(action, status, other), `${action} by ${other}`).toMatchObject({ status: 403 })
        }
      }
    })
  }

  it('refuses with the reasons the API has always given', () => {
    expect(refusal('withdraw', 'under_offer', 'agent')?.message).toBe(
      'This property is under offer: it cannot be withdrawn while an offer on it is accepted',
    )
    expect(refusal('withdraw', 'sold', 'agent')?.message).toBe(
      'Only an active listing can be withdrawn; this one is sold',
    )
    expect(refusal('submit', 'active', 'agent')?.message).toBe(
      'Only a draft, withdrawn, expired or changes-requested listing can be submitted for review; this one is active',
    )
    expect(refusal('renew', 'withdrawn', 'agent')?.message).toBe(
      'Only an active or expired listing can be renewed; this one is withdrawn',
    )
    expect(refusal('requestChanges', 'changes_requested', 'admin')?.message).toBe(
      'Only a listing waiting for review can be sent back for changes; this one is changes requested',
    )
    // A decision names a stage in words, any other status as the spec's verification status.
    expect(refusal('verify', 'under_offer', 'admin')?.message).toBe(
      'Only a pending property can be verified or rejected; this one is verified',
    )
    expect(refusal('reject', 'expired', 'admin')?.message).toBe(
      'Only a pending property can be verified or rejected; this one is expired',
    )
    expect(refusal('makeOffer', 'sold', 'buyer')?.message).toBe('This property is already sold')
    expect(refusal('makeOffer', 'under_offer', 'buyer')?.message).toBe(
      'This property already has an accepted offer',
    )
    expect(refusal('makeOffer', 'let', 'buyer')?.message).toBe(NOT_OPEN_FOR_OFFERS)
    expect(refusal('acceptApplication', 'withdrawn', 'agent')?.message).toBe(
      'This rental is withdrawn: an application is accepted only while the rental is listed',
    )
  })

  it('writes what each move keeps beside its state', () => {
    expect(requireMove('withdraw', 'active', 'agent').columns).toEqual({
      verificationStatus: 'pending',
      listingStage: 'withdrawn',
      isAdvertised: false,
    })
    expect(requireMove('requestChanges', 'pending', 'admin', 'Fix the photos').columns).toEqual({
      verificationStatus: 'pending',
      listingStage: 'changes_requested',
      changesRequestedReason: 'Fix the photos',
    })
    expect(requireMove('reject', 'pending', 'admin', 'Not a home').columns).toEqual({
      verificationStatus: 'rejected',
      listingStage: null,
      rejectionReason: 'Not a home',
    })
    expect(requireMove('verify', 'pending', 'admin').columns).toMatchObject({
      verificationStatus: 'verified',
      rejectionReason: null,
      expiryNoticeAt: null,
    })
    // A renewal of a listed listing starts its period again; of an expired one, only when it is verified.
    expect(requireMove('renew', 'active', 'agent').columns).toMatchObject({ expiryNoticeAt: null })
    expect(requireMove('renew', 'expired', 'agent').columns).toEqual(storedAs('pending'))
  })

  it('reads each state it leads to back from what is stored and what offers and applications say', () => {
    const none = { isSold: false, isLet: false, underContract: false }
    const derived: Record<string, Partial<typeof none>> = {
      under_offer: { underContract: true },
      sold: { underContract: true, isSold: true },
      let: { isLet: true },
    }
    for (const action of ACTIONS) {
      for (const to of Object.values(ALLOWED[action])) {
        expect(marketStatusOf({ ...storedAs(to), ...none, ...derived[to] }), `${action} to ${to}`).toBe(to)
      }
    }
  })
})
