import ical, { type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { type OpenHouseRow, toViewing, type ViewingRow } from './queries.ts'

const PRODUCT = { company: 'Keyhaven', product: 'viewings' }

/**
 * Every file is published (RFC 5546's PUBLISH), the single viewing's as much as the feed: it tells a calendar
 * what the event is now, and asks no one to answer. Keyhaven takes the answers itself (confirm, accept, cancel
 * in the app), so an invitation (REQUEST) would offer Accept and Decline buttons whose replies reach no one.
 * A feed cannot mix methods either: its cancelled events stay PUBLISH with STATUS:CANCELLED.
 */
const calendarOf = (name: string, ttl?: number) =>
  ical({ name, prodId: PRODUCT, method: ICalCalendarMethod.PUBLISH, ...(ttl !== undefined && { ttl }) })

const STATUS: Record<ViewingRow['viewing']['status'], ICalEventStatus> = {
  requested: ICalEventStatus.TENTATIVE,
  proposed: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  declined: ICalEventStatus.CANCELLED,
  cancelled: ICalEventStatus.CANCELLED,
}

/**
 * A viewing as an iCalendar (RFC 5545) event: start and end as UTC instants (calendars show them in their own
 * zone), the listing's place, the agent as organizer (which PUBLISH requires), a stable UID so a calendar that
 * reads it again updates the same event, and the viewing's sequence, raised by each change, so the calendar
 * knows the newer copy. Its DTSTAMP is the viewing's last change: the file is the same until it changes.
 */
function addViewing(calendar: ICalCalendar, row: ViewingRow, baseUrl: string) {
  const viewing = toViewing(row)
  calendar.createEvent({
    id: `viewing-${viewing._id}@keyhaven`,
    sequence: row.viewing.sequence,
    stamp: row.viewing.updatedAt,
    start: new Date(viewing.start),
    end: new Date(viewing.end),
    summary: `Viewing: ${viewing.title}`,
    location: viewing.location,
    description: `Viewing of ${viewing.title} with ${viewing.agentName} (agent) and ${viewing.buyerName}.`,
    url: `${baseUrl}/property-details/${viewing.propertyId}`,
    organizer: { name: viewing.agentName, email: viewing.agentEmail },
    status: STATUS[viewing.status],
  })
}

/**
 * An open house as an event of its agent's calendar. An open house is never changed (only scheduled or
 * cancelled, which deletes it), so its sequence stays 0 and its DTSTAMP is when it was scheduled.
 */
function addOpenHouse(calendar: ICalCalendar, row: OpenHouseRow, baseUrl: string) {
  calendar.createEvent({
    id: `open-house-${row.openHouse.id}@keyhaven`,
    sequence: 0,
    stamp: row.openHouse.createdAt,
    start: row.openHouse.startsAt,
    end: row.openHouse.endsAt,
    summary: `Open house: ${row.title}`,
    location: row.location,
    description: `Open house of ${row.title}: anyone may come without booking.`,
    url: `${baseUrl}/property-details/${row.propertyId}`,
    organizer: { name: row.agentName, email: row.agentEmail },
    status: ICalEventStatus.CONFIRMED,
  })
}

/** One viewing as a calendar file. */
export function viewingCalendar(row: ViewingRow, baseUrl: string): string {
  const calendar = calendarOf('Keyhaven viewing')
  addViewing(calendar, row, baseUrl)
  return calendar.toString()
}

// Calendar apps poll a subscribed feed; this asks them to look again every hour.
const FEED_REFRESH_SECONDS = 60 * 60

/**
 * A person's feed: their viewings (the same events and UIDs as their single files, cancelled ones included, so
 * a calendar that held them takes them off) and, for an agent, the open houses of their listings.
 */
export function calendarFeed(
  { viewings, openHouses }: { viewings: ViewingRow[]; openHouses: OpenHouseRow[] },
  baseUrl: string,
): string {
  const calendar = calendarOf('Keyhaven viewings', FEED_REFRESH_SECONDS)
  for (const row of viewings) addViewing(calendar, row, baseUrl)
  for (const row of openHouses) addOpenHouse(calendar, row, baseUrl)
  return calendar.toString()
}
