import { Suspense } from 'react'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { Avatar } from '../../components/avatar.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { LoadingState } from '../../components/status.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { CalendarFeed, ViewingHours } from '../viewings/components.tsx'
import { EmailPreferences } from './email-preferences.tsx'
import { MyDataSection } from './my-data-section.tsx'
import { OwnDetails } from './own-details.tsx'
import { PasskeysSection } from './passkeys-section.tsx'
import type { Profile } from './profile-read.server.ts'
import { SessionsSection } from './sessions-section.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'

/** My Profile: the own record, and each section with its part of the route loader's read (profile-read.server.ts). */
export function ProfilePage({ read }: { read: ScreenRead<Profile> }) {
  const t = useT('dashboard')
  return (
    <QueryView query={useScreenRead(read)} loading={t('profile.loading')} error={t('profile.error')}>
      {(profile) => <ProfileSections profile={profile} />}
    </QueryView>
  )
}

function ProfileSections({ profile }: { profile: Profile }) {
  const t = useT('dashboard')
  const dates = useDateFormat()
  const { own } = profile
  return (
    <>
      <section aria-labelledby="profile-title" className="card mx-auto max-w-xl bg-base-100 shadow-md">
        <div className="card-body items-center text-center">
          <Avatar src={own.photoURL} name={own.name} className="size-28" />
          <h1 id="profile-title" className="card-title text-2xl">
            {own.name}
          </h1>
          <p>{own.email}</p>
          {(own.role === 'agent' || own.role === 'admin') && (
            <p>
              {t('profile.role')}{' '}
              <span className="badge badge-primary capitalize">{t(`profile.role.${own.role}`)}</span>
            </p>
          )}
          <dl className="mt-4 grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-start text-sm">
            <dt className="font-medium">{t('profile.lastLogin')}</dt>
            <dd>{own.last_log_in ? dates.dateTime(own.last_log_in) : t('profile.never')}</dd>
          </dl>
        </div>
      </section>
      {own.role === 'fraud' && <SuspensionNotice />}
      <OwnDetails name={own.name} />
      {profile.availability && (
        <Suspense fallback={<LoadingState label={t('profile.loadingHours')} />}>
          <ViewingHours read={profile.availability} />
        </Suspense>
      )}
      <Suspense fallback={<LoadingState label={t('profile.loadingFeed')} />}>
        <CalendarFeed read={profile.feed} />
      </Suspense>
      <EmailPreferences role={own.role} read={profile.preferences} />
      <TwoFactorSection twoFactorEnabled={own.twoFactorEnabled} />
      <PasskeysSection twoFactorEnabled={own.twoFactorEnabled} read={profile.passkeys} />
      <SessionsSection read={profile.sessions} />
      <MyDataSection twoFactorEnabled={own.twoFactorEnabled} />
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
