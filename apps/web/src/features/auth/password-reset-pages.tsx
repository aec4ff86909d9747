import type { ForgotPasswordForm, ResetPasswordForm } from '@keyhaven/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link, useActionData, useNavigate, useSearchParams } from 'react-router'
import { InputField } from '../../components/form-field.tsx'
import { RemovePasskeysField } from '../../components/remove-passkeys-field.tsx'
import { lazyZodResolver, usePreloadedResolver } from '../../lib/lazy-resolver.ts'
import { paths } from '../../lib/paths.ts'
import { requestPasswordReset, resetPassword } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import type { FormOutcome } from './auth-forms.server.ts'

const forgotPasswordResolver = lazyZodResolver<ForgotPasswordForm>(
  async () => (await import('./form-schemas.ts')).forgotPasswordFormSchema,
)
const resetPasswordResolver = lazyZodResolver<ResetPasswordForm>(
  async () => (await import('./form-schemas.ts')).resetPasswordFormSchema,
)

export function ForgotPasswordPage() {
  // The form posted before the page's scripts ran: the route's action answered with the outcome.
  const posted = useActionData<FormOutcome>()
  const [sentTo, setSentTo] = useState<string | null>(posted?.sentTo ?? null)
  const [failure, setFailure] = useState<string | null>(posted?.failure ?? null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({
    resolver: usePreloadedResolver(forgotPasswordResolver),
    defaultValues: { email: posted?.email ?? '' },
  })

  const onSubmit = async ({ email }: ForgotPasswordForm) => {
    setFailure(null)
    try {
      await requestPasswordReset(email)
      setSentTo(email)
    } catch (error) {
      setFailure((error as Error).message)
    }
  }

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
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <p className="text-sm text-base-content/70">Enter your e-mail and we will send you a reset link.</p>
          <InputField
            id="forgot-email"
            label="Email"
            error={errors.email}
            type="email"
            autoComplete="email"
            // What the visitor typed, when the form was posted before the page's scripts ran.
            defaultValue={posted?.email}
            {...register('email')}
          />
          {failure && (
            <p role="alert" className="alert alert-error alert-soft">
              {failure}
            </p>
          )}
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </button>
          <p className="text-center text-sm">
            <Link to={paths.login} className="link">
              Back to login
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  )
}

export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token')
  // The form posted before the page's scripts ran: the route's action answered with what went wrong.
  const posted = useActionData<FormOutcome>()
  const [failure, setFailure] = useState<string | null>(posted?.failure ?? null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: usePreloadedResolver(resetPasswordResolver),
    defaultValues: { password: '', confirm: '', removePasskeys: false },
  })

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

  const onSubmit = async (form: ResetPasswordForm) => {
    setFailure(null)
    try {
      await resetPassword(token, form)
      toast.success('Password updated. Please log in.')
      navigate(paths.login, { replace: true })
    } catch (error) {
      setFailure((error as Error).message)
    }
  }

  return (
    <AuthCard title="Choose a new password">
      {/* POST: sent before the script of this server-rendered page runs, no field lands in the URL. */}
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <InputField
          id="reset-password"
          label="New password"
          error={errors.password}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        <InputField
          id="reset-confirm"
          label="Repeat the new password"
          error={errors.confirm}
          type="password"
          autoComplete="new-password"
          {...register('confirm')}
        />
        <RemovePasskeysField {...register('removePasskeys')} />
        {failure && (
          <p role="alert" className="alert alert-error alert-soft">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save new password'}
        </button>
      </form>
    </AuthCard>
  )
}
