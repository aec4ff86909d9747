import type { Viewing } from '@keyhaven/contract'
import ical, { ICalEventStatus } from 'ical-generator'

/**
 * A viewing as an iCalendar (RFC 5545) event: start and end as UTC instants (calendars show them in their own
 * zone), the listing's place, and a stable UID so a calendar that imports it again updates the same event.
 */
export function viewingCalendar(viewing: Viewing, baseUrl: string): string {
  const calendar = ical({ name: 'Keyhaven viewing', prodId: { company: 'Keyhaven', product: 'viewings' } })
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
  return calendar.toString()
}
