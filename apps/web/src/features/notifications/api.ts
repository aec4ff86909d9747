import { notificationPreferencesSchema, UNREAD_COUNT_HEADER } from '@keyhaven/contract'
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent } from 'react'
import { useLocation } from 'react-router'
import { apiRequest } from '../../lib/api-client.ts'
import { useApiMutation } from '../../lib/use-api-mutation.ts'

// The bell sits in every page's navbar, the home page's too: the schemas of its answers come with them.
const listSchema = async () => (await import('@keyhaven/contract/notifications')).notificationListSchema
const countSchema = async () => (await import('@keyhaven/contract/users')).modifiedCountSchema

/** The bell shows the newest few; the unread count covers them all. */
const BELL_SIZE = 10
// New notifications arrive while a page stays open: the bell asks again this often (and on focus).
const POLL_MS = 30_000

const NOTIFICATIONS_KEY = ['notifications'] as const

export const notificationsQuery = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'latest'],
    queryFn: async ({ signal }) => {
      const { data, total, headers } = await apiRequest('/notifications', {
        schema: listSchema,
        query: { limit: BELL_SIZE },
        signal,
      })
      return {
        items: data,
        total: total ?? data.length,
        unread: Number(headers.get(UNREAD_COUNT_HEADER) ?? 0),
      }
    },
    refetchInterval: POLL_MS,
  })

/** Which notifications also come by e-mail, and the price drops heard of (My Profile's loader). */
export const fetchNotificationPreferences = async () =>
  (await apiRequest('/notification-preferences', { schema: notificationPreferencesSchema })).data

const refreshesNotifications = { refreshes: [notificationsQuery().queryKey] }

export const useMarkRead = () =>
  useApiMutation(
    (id: string) => apiRequest(`/notifications/${id}/read`, { method: 'PATCH', schema: countSchema }),
    refreshesNotifications,
  )

export const useMarkAllRead = () =>
  useApiMutation(
    () => apiRequest('/notifications/read-all', { method: 'POST', schema: countSchema }),
    refreshesNotifications,
  )

/**
 * The person opened a page that notifications lead to (a conversation, a lead, their offers): those are read
 * now, so the bell stops counting them. Runs once per page opened.
 */
export function useMarkPageRead() {
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey })
  // Each page opened sends its own call (not one at a time: a quick second page is marked read too), and only
  // a call that read something refreshes the bell.
  const { mutate } = useApiMutation(
    (link: string) =>
      apiRequest('/notifications/read-link', {
        method: 'POST',
        body: { link },
        schema: countSchema,
      }),
    {
      oneAtATime: false,
      onSuccess: ({ data }) => {
        if (data.modifiedCount > 0) void refresh()
      },
    },
  )
  // The hook's mutate changes with each render: the effect runs once per page opened, not once per render.
  const markRead = useEffectEvent((link: string) => mutate(link))
  useEffect(() => markRead(pathname), [pathname])
}
