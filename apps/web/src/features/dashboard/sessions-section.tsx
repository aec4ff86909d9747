import type { ActiveSession } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import Bowser from 'bowser'
import toast from 'react-hot-toast'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmChange } from '../../lib/dialogs.ts'
import { sessionsQuery, useRevokeOtherSessions, useRevokeSession } from '../account/api.ts'

/** "Firefox on Windows", from the browser's own description of itself. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser'
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name || 'Unknown browser'
  return parsed.os.name ? `${browser} on ${parsed.os.name}` : browser
}

/** The profile's My sessions: where the caller is signed in, and a way to end any of it. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery())
  const { dateTime } = useDateFormat()
  const revoke = useRevokeSession({
    onSuccess: () => toast.success('The session has been signed out.'),
    onError: (error) => toast.error(`Could not sign that session out. ${error.message}`),
  })
  const revokeOthers = useRevokeOtherSessions({
    onSuccess: () => toast.success('Every other session has been signed out.'),
    onError: (error) => toast.error(`Could not sign the other sessions out. ${error.message}`),
  })
  const busy = revoke.isPending || revokeOthers.isPending

  const onRevoke = async (session: ActiveSession) => {
    const where = describeBrowser(session.userAgent)
    if (
      await confirmChange(
        `Sign out ${where}?`,
        'Whoever uses that session will have to sign in again.',
        'Sign out',
      )
    )
      revoke.mutate(session.token)
  }
  const onRevokeOthers = async () => {
    if (
      await confirmChange(
        'Sign out every other session?',
        'Only this browser stays signed in.',
        'Sign out others',
      )
    )
      revokeOthers.mutate()
  }

  return (
    <section aria-labelledby="sessions-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body">
        <h2 id="sessions-title" className="card-title">
          My sessions
        </h2>
        {sessions.isPending ? (
          <LoadingState label="Loading your sessions..." />
        ) : sessions.isError ? (
          <ErrorState
            message={
              sessions.error instanceof ApiError && sessions.error.code === 'SESSION_NOT_FRESH'
                ? 'For your safety, sign out and sign in again to see your sessions.'
                : 'We could not load your sessions.'
            }
            onRetry={() => sessions.refetch()}
          />
        ) : (
          <>
            <ul className="divide-y divide-base-300" aria-label="Active sessions">
              {sessions.data.sessions.map((session) => {
                const current = session.id === sessions.data.currentId
                const where = describeBrowser(session.userAgent)
                return (
                  <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <p className="font-medium">
                        {where}
                        {current && <span className="badge badge-success badge-sm ms-2">This browser</span>}
                      </p>
                      <p className="text-sm text-base-content/80">
                        {session.ipAddress || 'Unknown address'} · last used {dateTime(session.updatedAt)}
                      </p>
                    </div>
                    {!current && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline btn-error"
                        disabled={busy}
                        aria-label={`Sign out ${where}, last used ${dateTime(session.updatedAt)}`}
                        onClick={() => onRevoke(session)}
                      >
                        Sign out
                      </button>
                    )}
                  </li>
                )
              })}
            </ul>
            {sessions.data.sessions.length > 1 && (
              <div className="card-actions justify-end">
                <button type="button" className="btn btn-outline" disabled={busy} onClick={onRevokeOthers}>
                  Sign out all other sessions
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  )
}
