import type { Notification } from '@keyhaven/contract'
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { QueryCache } from '../../app/query-cache.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import {
  fetchLatestNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  usePageMarkedRead,
} from '../notifications/api.ts'
import { NAVBAR_BUTTON_COLOUR } from './nav-links.ts'

// New notifications arrive while a page stays open: the bell asks again this often (and on focus).
const POLL_MS = 30_000

const notificationsQuery = () =>
  queryOptions({
    queryKey: ['notifications', 'latest'],
    queryFn: ({ signal }) => fetchLatestNotifications(signal),
    refetchInterval: POLL_MS,
  })

/** The bell's list is asked for again at once (after a mark of the bell's, or of the page opened). */
const refreshBell = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey })

/**
 * One of the bell's marks, sent from the browser: the bell is a live list of every page's navbar, and an action
 * would run the page's loaders again, none of which holds it. One call at a time: a second click (a double click,
 * a click during the request) sends nothing, and `isPending` turns true in the click's own event, so the button
 * is disabled before another click lands (TanStack's own reaches the screen a tick later). The list is asked
 * for again once the mark settles, whatever its outcome.
 */
function useBellMark<TVariables>(mark: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient()
  const mutation = useMutation({ mutationFn: mark, onSettled: () => refreshBell(queryClient) })
  const running = useRef(false)
  const [pending, setPending] = useState(false)
  const mutate = (variables: TVariables) => {
    if (running.current) return
    running.current = true
    setPending(true)
    mutation.mutate(variables, {
      onSettled: () => {
        running.current = false
        setPending(false)
      },
    })
  }
  return { mutate, isPending: pending || mutation.isPending }
}

/** The navbar's bell: the unread count on it, the newest notifications in a panel below it. */
/** The bell loads once a signed-in page has hydrated (account-menu.tsx), with the query cache it polls through. */
export function NotificationBell() {
  return (
    <QueryCache>
      <Bell />
    </QueryCache>
  )
}

function Bell() {
  const t = useT('common')
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const notifications = useQuery(notificationsQuery())
  const unread = notifications.data?.unread ?? 0
  // The page opened marked some of its notifications read (useMarkPageRead): the count goes down now.
  const pageRead = usePageMarkedRead()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (pageRead && pageRead.modifiedCount > 0) void refreshBell(queryClient)
  }, [pageRead, queryClient])

  useEffect(() => {
    if (!open) return
    const closeOnOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('pointerdown', closeOnOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        className={`btn btn-ghost btn-circle ${NAVBAR_BUTTON_COLOUR}`}
        aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="indicator">
          <BellIcon />
          {unread > 0 && (
            <span aria-hidden="true" className="indicator-item badge badge-sm badge-error text-white">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
      </button>
      {open && (
        // On a phone the bell stands left of the menu button, and a panel hung from its right edge ran off the
        // screen's left: there the panel spans the screen under the bar.
        <section
          id={panelId}
          aria-label={t('bell.label')}
          className="fixed inset-x-4 top-16 z-50 rounded-box bg-base-100 text-base-content shadow-xl ring-1 ring-base-300 sm:absolute sm:inset-x-auto sm:top-auto sm:end-0 sm:mt-2 sm:w-96"
        >
          <NotificationPanel onNavigate={() => setOpen(false)} />
        </section>
      )}
    </div>
  )
}

function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useT('common')
  const notifications = useQuery(notificationsQuery())
  const markRead = useBellMark(markNotificationRead)
  const markAllRead = useBellMark<void>(markAllNotificationsRead)
  const unread = notifications.data?.unread ?? 0

  return (
    <div className="flex max-h-[70svh] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-3">
        <h2 className="font-semibold">{t('bell.label')}</h2>
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {markAllRead.isPending ? t('bell.marking') : t('bell.markAll')}
        </button>
      </div>
      {notifications.isPending ? (
        <p role="status" className="px-4 py-6 text-center text-sm">
          {t('bell.loading')}
        </p>
      ) : notifications.isError ? (
        <div role="alert" className="space-y-2 px-4 py-6 text-center text-sm">
          <p>{t('bell.error')}</p>
          <button
            type="button"
            className="btn btn-outline btn-xs"
            onClick={() => void notifications.refetch()}
          >
            {t('list.tryAgain')}
          </button>
        </div>
      ) : notifications.data.items.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-base-content/80">{t('bell.empty')}</p>
      ) : (
        <ul className="overflow-y-auto">
          {notifications.data.items.map((note) => (
            <NotificationItem
              key={note._id}
              note={note}
              onOpen={() => {
                if (!note.read) markRead.mutate(note._id)
                onNavigate()
              }}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function NotificationItem({ note, onOpen }: { note: Notification; onOpen: () => void }) {
  const dates = useDateFormat()
  const t = useT('common')
  return (
    <li className="border-b border-base-200 last:border-0">
      <Link
        to={note.link}
        onClick={onOpen}
        className={`block px-4 py-3 hover:bg-base-200 focus-visible:bg-base-200 ${note.read ? '' : 'bg-primary/5'}`}
      >
        <span className="flex items-start gap-2">
          {!note.read && (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
          )}
          <span className="min-w-0">
            <span className="block font-medium break-words">
              {note.title}
              {!note.read && <span className="sr-only">{t('bell.unreadMark')}</span>}
            </span>
            <span className="block text-sm break-words text-base-content/80">{note.body}</span>
            <time dateTime={note.createdAt} className="block text-xs text-base-content/70">
              {dates.dateTime(note.createdAt)}
            </time>
          </span>
        </span>
      </Link>
    </li>
  )
}

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 1 0-12 0v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0a3 3 0 0 1-6 0m6 0H9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
