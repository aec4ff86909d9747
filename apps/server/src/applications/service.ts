import {
  type ApplicationDecision,
  type ApplicationInput,
  type ApplicationsQuery,
  moveInDateProblem,
  type Page,
  type RentalApplication,
} from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { mapPage } from '../db/paging.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { marketStatusOf, requireMove } from '../properties/listing-states.ts'
import {
  declineOtherOpenApplications,
  findApplication,
  insertApplication,
  listApplications,
  lockRentalForAccept,
  lockRentalForApplication,
  moveOpenApplication,
  ofRenter,
  onListingsOf,
  toApplication,
} from './queries.ts'

/** The index that allows at most one accepted application per rental (db/schema.ts). */
export const ONE_ACCEPTED_INDEX = 'rental_applications_one_accepted_per_property'
/** The index that allows one open application per renter per rental (db/schema.ts). */
export const ONE_OPEN_INDEX = 'rental_applications_one_open_per_renter'

export const SALES_TAKE_NO_APPLICATIONS =
  'This home is for sale: make an offer on it instead of applying to rent it.'
export const ALREADY_LET = 'This rental is already let and takes no more applications.'
export const ALREADY_APPLIED = 'You already have an open application for this rental.'

type ApplicationAction = ApplicationDecision['action']
/** Which side may take each action: the rental's agent decides, the renter withdraws. */
const AGENT_ACTIONS: readonly ApplicationAction[] = ['shortlist', 'accept', 'decline']

export function createApplicationService(db: Database, notifier: Notifier) {
  /** The application, if the caller is its renter or its rental's agent; anyone else is told it does not exist. */
  async function partyTo(caller: Caller, applicationId: string) {
    const found = await findApplication(db, applicationId)
    const isRenter = found?.application.renterId === caller.id
    const isAgent = found?.agentId === caller.id && caller.role === 'agent'
    if (!found || (!isRenter && !isAgent)) throw new ApiError(404, 'No application with this id')
    return { found, isRenter, isAgent }
  }

  const closed = (status: string, action: ApplicationAction) =>
    new ApiError(
      409,
      `This application is ${status}: only ${action === 'shortlist' ? 'a submitted' : 'an open'} application can be ${STATUS_AFTER[action]}`,
    )

  return {
    /** A renter's application; the rental, renter and status come from the server. */
    async create(
      caller: Caller,
      propertyId: string,
      input: ApplicationInput,
    ): Promise<{ insertedId: string }> {
      const dateProblem = moveInDateProblem(input.moveInDate)
      if (dateProblem) throw fieldError('moveInDate', dateProblem)
      const insertedId = await notifier
        .transaction(async (tx, tell) => {
          const rental = await lockRentalForApplication(tx, propertyId)
          if (!rental?.isPublic) throw new ApiError(404, 'No property with this id')
          if (rental.listingType !== 'rent') throw new ApiError(409, SALES_TAKE_NO_APPLICATIONS)
          if (rental.isLet) throw new ApiError(409, ALREADY_LET)
          // Dates as YYYY-MM-DD compare as text.
          if (rental.availableFrom && input.moveInDate < rental.availableFrom) {
            throw fieldError(
              'moveInDate',
              `must be on or after ${rental.availableFrom}, when the home is free`,
            )
          }
          const id = await insertApplication(tx, {
            propertyId: rental.id,
            renterId: caller.id,
            moveInDate: input.moveInDate,
            leaseMonths: input.leaseMonths,
            occupants: input.occupants,
            monthlyIncome: input.monthlyIncome ?? null,
            message: input.message,
          })
          await tell.applicationReceived({
            agentId: rental.agentId,
            renterId: caller.id,
            renterName: caller.name,
            title: rental.title,
            moveInDate: input.moveInDate,
          })
          return id
        })
        .catch((error: unknown) => {
          // The partial unique index decides, so two concurrent applications of one renter cannot both be open.
          if (isUniqueViolation(error, ONE_OPEN_INDEX)) throw new ApiError(409, ALREADY_APPLIED)
          throw error
        })
      return { insertedId }
    },

    /** The caller's own applications (as renter), or those for the caller's rentals (as agent). */
    async list(caller: Caller, query: ApplicationsQuery): Promise<Page<RentalApplication>> {
      if (query.as === 'agent' && caller.role !== 'agent') {
        throw new ApiError(403, 'Only agents see the applications for their rentals')
      }
      const where = query.as === 'agent' ? onListingsOf(caller.id) : ofRenter(caller.id)
      return mapPage(await listApplications(db, where, offsetPage(query)), toApplication)
    },

    /**
     * The agent shortlists, accepts or declines an open application; the renter withdraws one. Accepting lets
     * the rental: in one transaction, after the rental's row is locked (applications being made finish first),
     * every other open application on it is declined; the partial unique index is the last word should two
     * accepts ever both try.
     */
    async decide(
      caller: Caller,
      applicationId: string,
      decision: ApplicationDecision,
    ): Promise<RentalApplication> {
      const { action, reason } = decision
      const { found, isAgent, isRenter } = await partyTo(caller, applicationId)
      if (AGENT_ACTIONS.includes(action) ? !isAgent : !isRenter) {
        throw new ApiError(
          403,
          action === 'withdraw'
            ? 'Only the renter can withdraw an application'
            : `Only the rental's agent can ${action} an application`,
        )
      }
      if (reason !== undefined && action !== 'decline' && action !== 'withdraw') {
        throw fieldError('reason', `is only given when declining or withdrawing, not to ${action}`)
      }
      const { application } = found
      const facts = {
        agentId: found.agentId,
        renterId: application.renterId,
        renterName: found.renterName,
        title: found.title,
        reason: reason ?? null,
      }
      try {
        await notifier.transaction(async (tx, tell) => {
          if (action === 'accept') {
            const rental = await lockRentalForAccept(tx, application.propertyId)
            // Its stored state is enough: of a listed rental, the one-accepted index tells whether it is let.
            const stored = { isSold: null, isLet: null, underContract: null }
            if (rental) requireMove('acceptApplication', marketStatusOf({ ...rental, ...stored }), 'agent')
          }
          const status = STATUS_AFTER[action]
          const moved = await moveOpenApplication(
            tx,
            applicationId,
            { status, reason: reason ?? null },
            action === 'shortlist' ? ['submitted'] : undefined,
          )
          if (!moved) {
            const current = await findApplication(tx, applicationId)
            throw closed(current?.application.status ?? application.status, action)
          }
          if (status === 'withdrawn') return tell.applicationWithdrawn(facts)
          await tell.applicationDecided(facts, status)
          if (status !== 'accepted') return
          for (const declined of await declineOtherOpenApplications(
            tx,
            application.propertyId,
            applicationId,
          )) {
            await tell.applicationDecided(
              {
                agentId: declined.agentId,
                renterId: declined.application.renterId,
                renterName: declined.renterName,
                title: declined.title,
                reason: null,
              },
              'declined',
            )
          }
        })
      } catch (error) {
        if (isUniqueViolation(error, ONE_ACCEPTED_INDEX)) throw new ApiError(409, ALREADY_LET)
        throw error
      }
      const updated = await findApplication(db, applicationId)
      if (!updated) throw new ApiError(404, 'No application with this id')
      return toApplication(updated)
    },
  }
}

const STATUS_AFTER = {
  shortlist: 'shortlisted',
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
} as const satisfies Record<ApplicationAction, string>
