import { Link, useSearchParams } from 'react-router'
import { InputField } from '../../components/form-field.tsx'
import { RemovePasskeysField } from '../../components/remove-passkeys-field.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { paths } from '../../lib/paths.ts'
import { AuthCard } from './auth-card.tsx'

export function ForgotPasswordPage() {
  const form = useActionForm()
  const email = form.field('email', 'forgot-email')
  const sentTo = isDone(form.outcome) ? form.outcome.result?.sentTo : undefined

  return (
    <AuthCard title="Reset your password">
      {sentTo ? (
        <div role="status" className="space-y-4">
          <p>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new
            password. The link works once, within an hour.
          </p>
          <Link to={paths.login} className="btn btn-primary w-full">
            Back to login
          </Link>
        </div>
      ) : (
        <ActionForm form={form} noValidate className="space-y-4">
          <p className="text-sm text-base-content/70">Enter your e-mail and we will send you a reset link.</p>
          <InputField
            label="Email"
            error={email.error}
            type="email"
            required
            autoComplete="email"
            {...email.input}
          />
          <FormStatus outcome={form.outcome} />
          <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
            {form.busy ? 'Sending...' : 'Send reset link'}
          </button>
          <p className="text-center text-sm">
            <Link to={paths.login} className="link">
              Back to login
            </Link>
          </p>
        </ActionForm>
      )}
    </AuthCard>
  )
}

export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const form = useActionForm()
  const password = form.field('password', 'reset-password')
  const confirm = form.field('confirm', 'reset-confirm')

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <p role="alert" className="alert alert-error alert-soft">
          This reset link is invalid or has expired.
        </p>
        <Link to={paths.forgotPassword} className="btn btn-primary mt-4 w-full">
          Ask for a new link
        </Link>
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Choose a new password">
      <ActionForm form={form} noValidate className="space-y-4">
        <InputField
          label="New password"
          error={password.error}
          type="password"
          required
          minLength={6}
          autoComplete="new-password"
          {...password.input}
        />
        <InputField
          label="Repeat the new password"
          error={confirm.error}
          type="password"
          required
          autoComplete="new-password"
          {...confirm.input}
        />
        <RemovePasskeysField name="removePasskeys" />
        <FormStatus outcome={form.outcome} />
        <button type="submit" className="btn btn-primary w-full" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save new password'}
        </button>
      </ActionForm>
    </AuthCard>
  )
}
