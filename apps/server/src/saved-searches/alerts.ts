import { parseSavedSearchQuery } from '@keyhaven/contract'
import type { Database } from '../db/client.ts'
import type { Logger } from '../http/logger.ts'
import { escapeHtml, type Mailer } from '../mail/mailer.ts'
import { listingFilterCondition } from '../properties/listing-filters.ts'
import { propertyMatches } from '../properties/queries.ts'
import { claimAlert, searchesDueForAlert } from './queries.ts'

/** A saved search sends at most one alert in this time. */
export const ALERT_QUIET_MS = 60 * 60 * 1000

export interface SavedSearchAlerts {
  /** Mails the owner of every saved search the newly verified listing matches; resolves to how many. */
  listingVerified(propertyId: string): Promise<number>
}

/**
 * Alerts on verification. Safe with several instances and concurrent verifications: each search's alert is
 * claimed by one conditional update (claimAlert) before its mail goes out, so it is sent once an hour at most.
 * A mail that fails after its claim is logged and not retried (the next alert comes after the quiet hour).
 */
export function createSavedSearchAlerts(deps: {
  db: Database
  mailer: Mailer
  logger: Logger
  baseUrl: string
}): SavedSearchAlerts {
  const { db, mailer, logger, baseUrl } = deps
  return {
    async listingVerified(propertyId) {
      let sent = 0
      for (const search of await searchesDueForAlert(db, ALERT_QUIET_MS)) {
        const parsed = parseSavedSearchQuery(search.query)
        // Stored queries were validated when saved; one that no longer parses (a filter since removed) is skipped.
        if (!parsed.ok) continue
        if (!(await propertyMatches(db, propertyId, listingFilterCondition(parsed.filters)))) continue
        if (!(await claimAlert(db, search.id, ALERT_QUIET_MS))) continue
        const link = `${baseUrl}/allProperties${search.query ? `?${search.query}` : ''}`
        try {
          await mailer.send({
            to: search.email,
            subject: `New on Keyhaven: a listing matches “${search.name}”`,
            text: `Hello ${search.ownerName},\n\nA newly verified listing matches your saved search “${search.name}”. See the listings:\n\n${link}\n\nYou get at most one such e-mail an hour for this search. To stop them, switch its alerts off under Saved Searches in your dashboard.`,
            html: `<p>Hello ${escapeHtml(search.ownerName)},</p><p>A newly verified listing matches your saved search “${escapeHtml(search.name)}”. <a href="${escapeHtml(link)}">See the listings</a>.</p><p>You get at most one such e-mail an hour for this search. To stop them, switch its alerts off under Saved Searches in your dashboard.</p>`,
          })
          sent++
        } catch (error) {
          logger.error('saved search alert failed', {
            savedSearch: search.id,
            error: error instanceof Error ? error.message : String(error),
          })
        }
      }
      return sent
    },
  }
}
