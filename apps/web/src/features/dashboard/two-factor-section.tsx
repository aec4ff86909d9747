import { Suspense, useState } from 'react'
import { Link, useActionData } from 'react-router'
import { useInBrowser } from '../../components/browser-only.tsx'
import { InputField } from '../../components/form-field.tsx'
import { LoadingState } from '../../components/status.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import type { FormOutcome } from '../../lib/forms/outcome.ts'
import { useWhenDone } from '../../lib/forms/use-when-done.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { TWO_FACTOR_INTENTS } from '../account/api.ts'
import { TwoFactorSetup } from '../account/components.tsx'
import { useAuth } from '../auth/auth-context.tsx'

const SET_UP_AND_RETURN = `${paths.twoFactorSetup}?${new URLSearchParams({ from: dashboardPaths.myProfile })}`

/** The profile's two-factor sign-in: set it up, or switch it off with the password. */
export function TwoFactorSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const t = useT('dashboard')
  const [settingUp, setSettingUp] = useState(false)
  const hydrated = useInBrowser()
  // Turned off without scripts: the page that comes back has no Turn off form left to say so.
  const posted = useActionData() as FormOutcome | undefined
  const turnedOff = posted?.intent === TWO_FACTOR_INTENTS.turnOff ? posted : undefined
  return (
    <section aria-labelledby="two-factor-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-3">
        <h2 id="two-factor-title" className="card-title">
          {t('twoFactor.title')}
        </h2>
        {settingUp ? (
          <Suspense fallback={<LoadingState label={t('loading')} />}>
            <TwoFactorSetup onDone={() => setSettingUp(false)} continueTo={dashboardPaths.myProfile} />
          </Suspense>
        ) : twoFactorEnabled ? (
          <TurnOff />
        ) : (
          <div>
            <FormStatus outcome={turnedOff} />
            <p className="mb-2 text-sm">{t('twoFactor.offText')}</p>
            {hydrated ? (
              <button type="button" className="btn btn-outline" onClick={() => setSettingUp(true)}>
                {t('twoFactor.setUp')}
              </button>
            ) : (
              // Without scripts the steps are the setup page's, which comes back here once they are done.
              <Link to={SET_UP_AND_RETURN} className="btn btn-outline">
                {t('twoFactor.setUp')}
              </Link>
            )}
          </div>
        )}
      </div>
    </section>
  )
}

/** Two-factor switched off with the password, asked first by the action. */
function TurnOff() {
  const t = useT('dashboard')
  const { establish } = useAuth()
  const form = useActionForm({ intent: TWO_FACTOR_INTENTS.turnOff })
  const password = form.field('password', 'two-factor-off-password')
  // Better Auth put a new session in place of this one: it is traded for a fresh access-token.
  useWhenDone(form, () => void establish())
  return (
    <ActionForm form={form} noValidate aria-label={t('twoFactor.turnOff')} className="space-y-3">
      <input type="hidden" name="intent" value={TWO_FACTOR_INTENTS.turnOff} />
      <p className="text-sm">
        <span className="badge badge-success me-2">{t('twoFactor.on')}</span>
        {t('twoFactor.onText')}
      </p>
      <InputField
        label={t('yourPassword')}
        type="password"
        required
        autoComplete="current-password"
        error={password.error}
        {...password.input}
      />
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="btn btn-outline btn-error" disabled={form.busy}>
        {form.busy ? t('twoFactor.turningOff') : t('twoFactor.turnOff')}
      </button>
    </ActionForm>
  )
}
