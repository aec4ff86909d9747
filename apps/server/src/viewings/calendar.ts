import type { Viewing } from '@keyhaven/contract'
import ical, { type ICalCalendar, ICalEventStatus } from 'ical-generator'

const PRODUCT = { company: 'Keyhaven', product: 'viewings' }

/**
 * A viewing as an iCalendar (RFC 5545) event: start and end as UTC instants (calendars show them in their own
 * zone), the listing's place, and a stable UID so a calendar that imports it again updates the same event.
 */
function addViewing(calendar: ICalCalendar, viewing: Viewing, baseUrl: string) {
  calendar.createEvent({
    id: `viewing-${viewing._id}@keyhaven`,
    start: new Date(viewing.start),
    end: new Date(viewing.end),
    summary: `Viewing: ${viewing.title}`,
    location: viewing.location,
    description: `Viewing of ${viewing.title} with ${viewing.agentName} (agent) and ${viewing.buyerName}.`,
    url: `${baseUrl}/property-details/${viewing.propertyId}`,
    status:
      viewing.status === 'confirmed'
        ? ICalEventStatus.CONFIRMED
        : viewing.status === 'cancelled' || viewing.status === 'declined'
          ? ICalEventStatus.CANCELLED
          : ICalEventStatus.TENTATIVE,
  })
}

/** One viewing as a calendar file. */
export function viewingCalendar(viewing: Viewing, baseUrl: string): string {
  const calendar = ical({ name: 'Keyhaven viewing', prodId: PRODUCT })
  addViewing(calendar, viewing, baseUrl)
  return calendar.toString()
}

// Calendar apps poll a subscribed feed; this asks them to look again every hour.
const FEED_REFRESH_SECONDS = 60 * 60

/** A person's feed of viewings, the same events (and UIDs) as their single files. */
export function viewingsFeed(viewings: Viewing[], baseUrl: string): string {
  const calendar = ical({ name: 'Keyhaven viewings', prodId: PRODUCT, ttl: FEED_REFRESH_SECONDS })
  for (const viewing of viewings) addViewing(calendar, viewing, baseUrl)
  return calendar.toString()
}
