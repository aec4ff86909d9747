import { Link, useNavigate, useSearchParams } from 'react-router'
import { InputField } from '../../components/form-field.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isFailure } from '../../lib/forms/outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { AuthCard } from './auth-card.tsx'
import { useAuth } from './auth-context.tsx'
import { loginReturningTo, returnPath } from './return-to.ts'

/** Asks the browser for one kind of code or the other: a link, so it works before the page's scripts run. */
const BACKUP_PARAM = 'backup'

/**
 * The second step of a sign-in with two-factor on: after the password, the authenticator app's code or one of
 * the backup codes. The pending sign-in is Better Auth's cookie, set by the password step (ten minutes).
 */
export function TwoFactorSignInPage() {
  const t = useT('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { establish } = useAuth()
  const form = useActionForm({
    onDone: async ({ to }) => {
      const state = await establish()
      if (state.status !== 'signed-in') throw new Error('No session after sign-in')
      await navigate(to, { replace: true })
    },
  })
  const posted = isFailure(form.outcome) ? form.outcome.typed.kind : undefined
  const kind = params.has(BACKUP_PARAM) || posted === 'backup-code' ? 'backup-code' : 'totp'
  const code = form.field('code', 'two-factor-code')
  const from = returnPath(params)

  const otherKind = new URLSearchParams(params)
  if (kind === 'totp') otherKind.set(BACKUP_PARAM, '')
  else otherKind.delete(BACKUP_PARAM)

  return (
    <AuthCard title={t('secondFactor.title')}>
      <ActionForm form={form} noValidate className="space-y-4">
        <input type="hidden" name="kind" value={kind} />
        <p className="text-sm text-base-content/70">
          {kind === 'totp' ? t('secondFactor.totpPrompt') : t('secondFactor.backupPrompt')}
        </p>
        <InputField
          key={kind}
          label={kind === 'totp' ? t('secondFactor.totpLabel') : t('secondFactor.backupLabel')}
          error={code.error}
          required
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          {...(kind === 'totp' && { pattern: '[0-9]{6}' })}
          {...code.input}
        />
        <FormStatus outcome={form.outcome} />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? t('checking') : t('secondFactor.submit')}
        </button>
      </ActionForm>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link to={{ search: `?${otherKind}` }} replace className="link">
          {kind === 'totp' ? t('secondFactor.useBackup') : t('secondFactor.useApp')}
        </Link>
        <Link to={from === paths.home ? paths.login : loginReturningTo(from)} className="link">
          {t('backToLogin')}
        </Link>
      </div>
    </AuthCard>
  )
}
