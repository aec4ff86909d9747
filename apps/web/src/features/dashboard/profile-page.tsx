import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Avatar } from '../../components/avatar.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { ownRecordQuery } from '../auth/sign-in-api.ts'
import { CalendarFeed, ViewingHours } from '../viewings/api.ts'
import { EmailPreferences } from './email-preferences.tsx'
import { MyDataSection } from './my-data-section.tsx'
import { OwnDetails } from './own-details.tsx'
import { PasskeysSection } from './passkeys-section.tsx'
import { SessionsSection } from './sessions-section.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'

export function ProfilePage() {
  const t = useT('dashboard')
  const dates = useDateFormat()
  const { data, isPending, isError, refetch } = useQuery(ownRecordQuery())
  if (isPending) return <LoadingState label={t('profile.loading')} />
  if (isError) return <ErrorState message={t('profile.error')} onRetry={() => refetch()} />
  return (
    <>
      <section aria-labelledby="profile-title" className="card mx-auto max-w-xl bg-base-100 shadow-md">
        <div className="card-body items-center text-center">
          <Avatar src={data.photoURL} name={data.name} className="size-28" />
          <h1 id="profile-title" className="card-title text-2xl">
            {data.name}
          </h1>
          <p>{data.email}</p>
          {(data.role === 'agent' || data.role === 'admin') && (
            <p>
              {t('profile.role')}{' '}
              <span className="badge badge-primary capitalize">{t(`profile.role.${data.role}`)}</span>
            </p>
          )}
          <dl className="mt-4 grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-start text-sm">
            <dt className="font-medium">{t('profile.lastLogin')}</dt>
            <dd>{data.last_log_in ? dates.dateTime(data.last_log_in) : t('profile.never')}</dd>
          </dl>
        </div>
      </section>
      {data.role === 'fraud' && <SuspensionNotice />}
      <OwnDetails name={data.name} />
      {data.role === 'agent' && (
        <Suspense fallback={<LoadingState label={t('profile.loadingHours')} />}>
          <ViewingHours />
        </Suspense>
      )}
      <Suspense fallback={<LoadingState label={t('profile.loadingFeed')} />}>
        <CalendarFeed />
      </Suspense>
      <EmailPreferences role={data.role} />
      <TwoFactorSection />
      <PasskeysSection twoFactorEnabled={data.twoFactorEnabled} />
      <SessionsSection />
      <MyDataSection twoFactorEnabled={data.twoFactorEnabled} />
    </>
  )
}

/**
 * What a person whose account an admin suspended (the fraud mark) reads instead of their role: what stopped and
 * what still works, in neutral words (the mark may yet be cleared).
 */
function SuspensionNotice() {
  const t = useT('dashboard')
  return (
    <section
      aria-labelledby="suspension-title"
      className="alert alert-warning alert-soft mx-auto mt-6 max-w-xl flex-col items-start"
    >
      <h2 id="suspension-title" className="font-semibold">
        {t('suspended.title')}
      </h2>
      <p>{t('suspended.stopped')}</p>
      <p>{t('suspended.stillWorks')}</p>
    </section>
  )
}
