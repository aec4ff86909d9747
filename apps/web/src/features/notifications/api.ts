import { notificationPreferencesSchema, UNREAD_COUNT_HEADER } from '@keyhaven/contract'
import { useEffect, useEffectEvent } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { apiRequest } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'

// The bell sits in every page's navbar, the home page's too: the schemas of its answers come with them.
const listSchema = async () => (await import('@keyhaven/contract/notifications')).notificationListSchema
const countSchema = async () => (await import('@keyhaven/contract/users')).modifiedCountSchema

/** The bell shows the newest few; the unread count covers them all. */
const BELL_SIZE = 10

/** The newest notifications, how many there are and how many are unread (the bell's live list reads them). */
export async function fetchLatestNotifications(signal: AbortSignal) {
  const { data, total, headers } = await apiRequest('/notifications', {
    schema: listSchema,
    query: { limit: BELL_SIZE },
    signal,
  })
  return { items: data, total: total ?? data.length, unread: Number(headers.get(UNREAD_COUNT_HEADER) ?? 0) }
}

/** One notification read (the bell's item opened). */
export const markNotificationRead = (id: string) =>
  apiRequest(`/notifications/${id}/read`, { method: 'PATCH', schema: countSchema })

/** Every notification of the person's read (the bell's Mark all read). */
export const markAllNotificationsRead = () =>
  apiRequest('/notifications/read-all', { method: 'POST', schema: countSchema })

/** Which notifications also come by e-mail, and the price drops heard of (My Profile's loader). */
export const fetchNotificationPreferences = async () =>
  (await apiRequest('/notification-preferences', { schema: notificationPreferencesSchema })).data

// Each page opened has its own post, keyed by its path: a quick second page does not cancel the first's.
const pageReadKey = (pathname: string) => `mark-page-read:${pathname}`

/**
 * The person opened a page that notifications lead to (a conversation, a lead, their offers): those are read
 * now, so the bell stops counting them. Once per page opened, the hydrated page posts its path to the
 * notifications' resource route (routes/notifications.read-page.ts); the page's loaders do not run again for it,
 * since none of them holds the bell's list, which asks again itself (usePageMarkedRead).
 */
export function useMarkPageRead() {
  const { pathname } = useLocation()
  const { submit } = useFetcher({ key: pageReadKey(pathname) })
  // The fetcher's submit changes with each render: the effect runs once per page opened, not once per render.
  const markRead = useEffectEvent((link: string) =>
    submit({ link }, { method: 'post', action: paths.notificationsRead, defaultShouldRevalidate: false }),
  )
  useEffect(() => void markRead(pathname), [pathname])
}

/** The answer to the open page's useMarkPageRead, once it came: how many of its notifications were unread. */
export const usePageMarkedRead = () =>
  useFetcher<{ modifiedCount: number }>({ key: pageReadKey(useLocation().pathname) }).data
