import type { ActiveSession } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import Bowser from 'bowser'
import toast from 'react-hot-toast'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmChange } from '../../lib/dialogs.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { sessionsQuery, useRevokeOtherSessions, useRevokeSession } from '../account/api.ts'

/** "Firefox on Windows", from the browser's own description of itself. */
export function describeBrowser(userAgent: string | null | undefined, t: Translate<'dashboard'>): string {
  if (!userAgent) return t('sessions.unknownBrowser')
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name || t('sessions.unknownBrowser')
  return parsed.os.name ? t('sessions.browserOn', { browser, os: parsed.os.name }) : browser
}

/** The profile's My sessions: where the caller is signed in, and a way to end any of it. */
export function SessionsSection() {
  const t = useT('dashboard')
  const sessions = useQuery(sessionsQuery())
  const { dateTime } = useDateFormat()
  const revoke = useRevokeSession({
    onSuccess: () => toast.success(t('sessions.signedOut')),
    onError: (error) => toast.error(t('sessions.signOutFailed', { reason: error.message })),
  })
  const revokeOthers = useRevokeOtherSessions({
    onSuccess: () => toast.success(t('sessions.othersSignedOut')),
    onError: (error) => toast.error(t('sessions.othersFailed', { reason: error.message })),
  })
  const busy = revoke.isPending || revokeOthers.isPending

  const onRevoke = async (session: ActiveSession) => {
    const where = describeBrowser(session.userAgent, t)
    if (
      await confirmChange(
        t('sessions.confirmTitle', { where }),
        t('sessions.confirmText'),
        t('sessions.signOut'),
      )
    )
      revoke.mutate(session.token)
  }
  const onRevokeOthers = async () => {
    if (await confirmChange(t('sessions.othersTitle'), t('sessions.othersText'), t('sessions.othersYes')))
      revokeOthers.mutate()
  }

  return (
    <section aria-labelledby="sessions-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body">
        <h2 id="sessions-title" className="card-title">
          {t('sessions.title')}
        </h2>
        {sessions.isPending ? (
          <LoadingState label={t('sessions.loading')} />
        ) : sessions.isError ? (
          <ErrorState
            message={
              sessions.error instanceof ApiError && sessions.error.code === 'SESSION_NOT_FRESH'
                ? t('sessions.notFresh')
                : t('sessions.error')
            }
            onRetry={() => sessions.refetch()}
          />
        ) : (
          <>
            <ul className="divide-y divide-base-300" aria-label={t('sessions.list')}>
              {sessions.data.sessions.map((session) => {
                const current = session.id === sessions.data.currentId
                const where = describeBrowser(session.userAgent, t)
                const lastUsed = dateTime(session.updatedAt)
                return (
                  <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div className="min-w-0">
                      <p className="font-medium">
                        {where}
                        {current && (
                          <span className="badge badge-success badge-sm ms-2">
                            {t('sessions.thisBrowser')}
                          </span>
                        )}
                      </p>
                      <p className="text-sm text-base-content/80">
                        {t('sessions.lastUsed', {
                          address: session.ipAddress || t('sessions.unknownAddress'),
                          date: lastUsed,
                        })}
                      </p>
                    </div>
                    {!current && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline btn-error"
                        disabled={busy}
                        aria-label={t('sessions.signOutLabel', { where, date: lastUsed })}
                        onClick={() => onRevoke(session)}
                      >
                        {t('sessions.signOut')}
                      </button>
                    )}
                  </li>
                )
              })}
            </ul>
            {sessions.data.sessions.length > 1 && (
              <div className="card-actions justify-end">
                <button type="button" className="btn btn-outline" disabled={busy} onClick={onRevokeOthers}>
                  {t('sessions.signOutOthers')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  )
}
