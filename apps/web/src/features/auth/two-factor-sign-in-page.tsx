import type { TwoFactorCodeForm } from '@keyhaven/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link, useActionData, useNavigate, useSearchParams } from 'react-router'
import { InputField } from '../../components/form-field.tsx'
import { lazyZodResolver, usePreloadedResolver } from '../../lib/lazy-resolver.ts'
import { paths } from '../../lib/paths.ts'
import { verifySecondFactor } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { useAuth } from './auth-context.tsx'
import type { FormOutcome } from './auth-forms.server.ts'
import { loginReturningTo, returnPath } from './return-to.ts'
import { describeSecondFactorFailure } from './sign-in-failure.ts'

const twoFactorCodeResolver = lazyZodResolver<TwoFactorCodeForm>(
  async () => (await import('./form-schemas.ts')).twoFactorCodeFormSchema,
)

/** Asks the browser for one kind of code or the other: a link, so it works before the page's scripts run. */
const BACKUP_PARAM = 'backup'

/**
 * The second step of a sign-in with two-factor on: after the password, the authenticator app's code or one of
 * the backup codes. The pending sign-in is Better Auth's cookie, set by the password step (ten minutes).
 */
export function TwoFactorSignInPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { establish } = useAuth()
  // The form posted before the page's scripts ran: the route's action answered with what went wrong.
  const posted = useActionData<FormOutcome>()
  const kind = params.has(BACKUP_PARAM) || posted?.kind === 'backup-code' ? 'backup-code' : 'totp'
  const [failure, setFailure] = useState<string | null>(posted?.failure ?? null)
  const from = returnPath(params)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeForm>({
    resolver: usePreloadedResolver(twoFactorCodeResolver),
    values: { kind, code: '' },
  })

  const onSubmit = async (form: TwoFactorCodeForm) => {
    setFailure(null)
    try {
      await verifySecondFactor(form.kind, form.code)
      const state = await establish()
      if (state.status !== 'signed-in') throw new Error('No session after sign-in')
      toast.success('Login successful')
      navigate(from, { replace: true })
    } catch (error) {
      setFailure(describeSecondFactorFailure(error))
    }
  }

  const otherKind = new URLSearchParams(params)
  if (kind === 'totp') otherKind.set(BACKUP_PARAM, '')
  else otherKind.delete(BACKUP_PARAM)

  return (
    <AuthCard title="Two-factor sign-in">
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <input type="hidden" value={kind} {...register('kind')} />
        <p className="text-sm text-base-content/70">
          {kind === 'totp'
            ? 'Enter the 6-digit code your authenticator app shows for Keyhaven.'
            : 'Enter one of the backup codes you saved when you set up two-factor sign-in. Each works once.'}
        </p>
        <InputField
          key={kind}
          id="two-factor-code"
          label={kind === 'totp' ? 'Authentication code' : 'Backup code'}
          error={errors.code}
          autoComplete="one-time-code"
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          {...register('code')}
        />
        {failure && (
          <p role="alert" className="alert alert-error alert-soft">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Checking...' : 'Verify'}
        </button>
      </form>
      <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link to={{ search: `?${otherKind}` }} replace className="link">
          {kind === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
        </Link>
        <Link to={from === paths.home ? paths.login : loginReturningTo(from)} className="link">
          Back to login
        </Link>
      </div>
    </AuthCard>
  )
}
