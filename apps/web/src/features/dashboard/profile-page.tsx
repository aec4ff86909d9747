import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Avatar } from '../../components/avatar.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { ownRecordQuery } from '../auth/sign-in-api.ts'
import { CalendarFeed, ViewingHours } from '../viewings/api.ts'
import { EmailPreferences } from './email-preferences.tsx'
import { MyDataSection } from './my-data-section.tsx'
import { OwnDetails } from './own-details.tsx'
import { PasskeysSection } from './passkeys-section.tsx'
import { SessionsSection } from './sessions-section.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'

export function ProfilePage() {
  const dates = useDateFormat()
  const { data, isPending, isError, refetch } = useQuery(ownRecordQuery())
  if (isPending) return <LoadingState label="Loading your profile..." />
  if (isError) return <ErrorState message="We could not load your profile." onRetry={() => refetch()} />
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
              Role: <span className="badge badge-primary capitalize">{data.role}</span>
            </p>
          )}
          <dl className="mt-4 grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-start text-sm">
            <dt className="font-medium">Last login</dt>
            <dd>{data.last_log_in ? dates.dateTime(data.last_log_in) : 'Never'}</dd>
          </dl>
        </div>
      </section>
      {data.role === 'fraud' && <SuspensionNotice />}
      <OwnDetails name={data.name} />
      {data.role === 'agent' && (
        <Suspense fallback={<LoadingState label="Loading your viewing hours..." />}>
          <ViewingHours />
        </Suspense>
      )}
      <Suspense fallback={<LoadingState label="Loading your calendar feed..." />}>
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
  return (
    <section
      aria-labelledby="suspension-title"
      className="alert alert-warning alert-soft mx-auto mt-6 max-w-xl flex-col items-start"
    >
      <h2 id="suspension-title" className="font-semibold">
        Your account is suspended
      </h2>
      <p>
        An administrator has suspended the selling on this account. While it lasts, your listings are hidden
        from everyone, and you cannot add, change or advertise listings, accept offers or receive payments.
      </p>
      <p>
        You can still browse the listings, keep your saved searches, change your details, password and sign-in
        settings, and download your data or delete your account below. If you think this is a mistake, write
        to us at the address under Contact Us.
      </p>
    </section>
  )
}
