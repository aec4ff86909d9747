import type { ActiveSession } from '@keyhaven/contract'
import Bowser from 'bowser'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, ButtonForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import type { ActiveSessions } from '../account/api.ts'
import { PROFILE_INTENTS, rowIntent } from './profile-intents.ts'

/** "Firefox on Windows", from the browser's own description of itself. */
export function describeBrowser(userAgent: string | null | undefined, t: Translate<'dashboard'>): string {
  if (!userAgent) return t('sessions.unknownBrowser')
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name || t('sessions.unknownBrowser')
  return parsed.os.name ? t('sessions.browserOn', { browser, os: parsed.os.name }) : browser
}

/** The sessions as the profile's loader read them: Better Auth lists them only to a session signed in lately. */
export type SessionsRead = ScreenRead<ActiveSessions> & { notFresh?: boolean }

/** The profile's My sessions: where the caller is signed in, and a way to end any of it (the action asks first). */
export function SessionsSection({ read }: { read: SessionsRead }) {
  const t = useT('dashboard')
  const sessions = useScreenRead(read)
  const list = sessions.data
  const others = useActionForm({ intent: PROFILE_INTENTS.otherSessionsSignOut })

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
            message={read.notFresh ? t('sessions.notFresh') : t('sessions.error')}
            onRetry={() => sessions.refetch()}
          />
        ) : (
          list && (
            <>
              <ul className="divide-y divide-base-300" aria-label={t('sessions.list')}>
                {list.sessions.map((session) => (
                  <SessionRow key={session.id} session={session} current={session.id === list.currentId} />
                ))}
              </ul>
              <FormStatus outcome={others.outcome} />
              {list.sessions.length > 1 && (
                <ActionForm form={others} className="card-actions justify-end">
                  <input type="hidden" name="intent" value={PROFILE_INTENTS.otherSessionsSignOut} />
                  <button type="submit" className="btn btn-outline" disabled={others.busy}>
                    {t('sessions.signOutOthers')}
                  </button>
                </ActionForm>
              )}
            </>
          )
        )}
      </div>
    </section>
  )
}

/** One session: where and when it was last used, and (another browser's) its Sign out, posted by its id. */
function SessionRow({ session, current }: { session: Omit<ActiveSession, 'token'>; current: boolean }) {
  const t = useT('dashboard')
  const { dateTime } = useDateFormat()
  const intent = rowIntent(PROFILE_INTENTS.sessionSignOut, session.id)
  const form = useActionForm({ intent })
  const where = describeBrowser(session.userAgent, t)
  const lastUsed = dateTime(session.updatedAt)
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {where}
          {current && <span className="badge badge-success badge-sm ms-2">{t('sessions.thisBrowser')}</span>}
        </p>
        <p className="text-sm text-base-content/80">
          {t('sessions.lastUsed', {
            address: session.ipAddress || t('sessions.unknownAddress'),
            date: lastUsed,
          })}
        </p>
      </div>
      {!current && (
        <ButtonForm
          form={form}
          fields={{ intent, sessionId: session.id, where }}
          className="btn btn-sm btn-outline btn-error"
          label={t('sessions.signOutLabel', { where, date: lastUsed })}
        >
          {t('sessions.signOut')}
        </ButtonForm>
      )}
      <FormStatus outcome={form.outcome} />
    </li>
  )
}
