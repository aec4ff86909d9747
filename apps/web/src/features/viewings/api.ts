import { availabilitySchema, calendarFeedStatusSchema, viewingSchema } from '@keyhaven/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { fetchPage } from '../../lib/fetch-page.ts'
import { pageLocale } from '../../lib/i18n/page-language.ts'

/** The root key of what the browser reads of viewings: a listing's free slots (a booking takes one). */
const VIEWINGS_KEY = ['viewings'] as const

export const VIEWINGS_PAGE_SIZE = 12

/** One page of the buyer's viewings or of those of the agent's listings (My Viewings' and Viewings' loaders). */
export const fetchViewings = (as: 'buyer' | 'agent', page: number) =>
  fetchPage('/viewings', { item: viewingSchema, query: { as, page, limit: VIEWINGS_PAGE_SIZE } })

export const viewingSlotsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: [...VIEWINGS_KEY, 'slots', propertyId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/properties/${propertyId}/viewing-slots`, {
          // Viewings' page shows the slots once the agent opens Propose: the schema comes with them.
          schema: async () => (await import('@keyhaven/contract/viewings')).viewingSlotsSchema,
          signal,
        })
      ).data,
  })

/** An agent's viewing hours (My Profile's loader). */
export const fetchAvailability = async () =>
  (await apiRequest('/viewings/availability', { schema: availabilitySchema })).data

/** Since when the person has a private calendar feed, null until they make one (My Profile's loader). */
export const fetchCalendarFeed = async () =>
  (await apiRequest('/calendar/token', { schema: calendarFeedStatusSchema })).data

/** A viewing's time as the agent keeps it: in the agent's time zone, named. */
export function viewingTime(start: string, timeZone: string) {
  const format = new Intl.DateTimeFormat(pageLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })
  return `${format.format(new Date(start))} (${timeZone})`
}
