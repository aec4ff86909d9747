import { Link, useSearchParams } from 'react-router'
import { InputField } from '../../components/form-field.tsx'
import { RemovePasskeysField } from '../../components/remove-passkeys-field.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { AuthCard } from './auth-card.tsx'

export function ForgotPasswordPage() {
  const t = useT('auth')
  const form = useActionForm()
  const email = form.field('email', 'forgot-email')
  const sentTo = isDone(form.outcome) ? form.outcome.result?.sentTo : undefined

  return (
    <AuthCard title={t('forgot.title')}>
      {sentTo ? (
        <div role="status" className="space-y-4">
          <p>{messageWith((marks) => t('forgot.sent', marks), { email: <strong>{sentTo}</strong> })}</p>
          <Link to={paths.login} className="btn btn-primary w-full">
            {t('backToLogin')}
          </Link>
        </div>
      ) : (
        <ActionForm form={form} noValidate className="space-y-4">
          <p className="text-sm text-base-content/70">{t('forgot.prompt')}</p>
          <InputField
            label={t('email')}
            error={email.error}
            type="email"
            required
            autoComplete="email"
            {...email.input}
          />
          <FormStatus outcome={form.outcome} />
          <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
            {form.busy ? t('forgot.sending') : t('forgot.submit')}
          </button>
          <p className="text-center text-sm">
            <Link to={paths.login} className="link">
              {t('backToLogin')}
            </Link>
          </p>
        </ActionForm>
      )}
    </AuthCard>
  )
}

export function ResetPasswordPage() {
  const t = useT('auth')
  const [params] = useSearchParams()
  const token = params.get('token')
  const form = useActionForm()
  const password = form.field('password', 'reset-password')
  const confirm = form.field('confirm', 'reset-confirm')

  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <p role="alert" className="alert alert-error alert-soft">
          {t('reset.invalidLink')}
        </p>
        <Link to={paths.forgotPassword} className="btn btn-primary mt-4 w-full">
          {t('reset.newLink')}
        </Link>
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t('reset.title')}>
      <ActionForm form={form} noValidate className="space-y-4">
        <InputField
          label={t('reset.password')}
          error={password.error}
          type="password"
          required
          minLength={6}
          autoComplete="new-password"
          {...password.input}
        />
        <InputField
          label={t('reset.confirm')}
          error={confirm.error}
          type="password"
          required
          autoComplete="new-password"
          {...confirm.input}
        />
        <RemovePasskeysField name="removePasskeys" />
        <FormStatus outcome={form.outcome} />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? t('reset.saving') : t('reset.submit')}
        </button>
      </ActionForm>
    </AuthCard>
  )
}
