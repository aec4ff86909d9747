import type { LoginForm } from '@keyhaven/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link, useActionData, useLocation, useNavigate, useSearchParams } from 'react-router'
import { FormField, fieldA11y, InputField } from '../../components/form-field.tsx'
import { lazyZodResolver, usePreloadedResolver } from '../../lib/lazy-resolver.ts'
import { paths } from '../../lib/paths.ts'
import { signInWithPassword } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { useAuth } from './auth-context.tsx'
import type { FormOutcome } from './auth-forms.server.ts'
import { PasskeySignIn } from './passkey-sign-in.tsx'
import { returnPath, withReturnTo } from './return-to.ts'
import { describeSignInFailure } from './sign-in-failure.ts'
import { signInReason } from './sign-in-reason.ts'
import { SocialSignIn } from './social-sign-in.tsx'

const loginResolver = lazyZodResolver<LoginForm>(
  async () => (await import('./form-schemas.ts')).loginFormSchema,
)

export function LoginPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { establish } = useAuth()
  // The form posted before the page's scripts ran: the route's action answered with what went wrong.
  const posted = useActionData<FormOutcome>()
  const [failure, setFailure] = useState<string | null>(
    posted?.failure ??
      (params.get('social') === 'failed' ? 'Social sign-in did not complete. Try again.' : null),
  )
  const [showPassword, setShowPassword] = useState(false)
  const from = returnPath(params)
  const reason = signInReason(params)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: usePreloadedResolver(loginResolver),
    defaultValues: { email: posted?.email ?? '', password: '' },
  })

  /** A finished sign-in (password or passkey): the access-token, then on to where the person was going. */
  const signedIn = async () => {
    const state = await establish()
    if (state.status !== 'signed-in') throw new Error('No session after sign-in')
    toast.success('Login successful')
    // A role that must sign in with two factors sets them up first (REQUIRE_2FA_FOR).
    navigate(state.mustEnrolTwoFactor ? withReturnTo(paths.twoFactorSetup, from) : from, { replace: true })
  }

  const onSubmit = async ({ email, password }: LoginForm) => {
    setFailure(null)
    try {
      const { twoFactor } = await signInWithPassword(email, password)
      if (twoFactor) {
        navigate(withReturnTo(paths.loginTwoFactor, from))
        return
      }
      await signedIn()
    } catch (error) {
      const described = describeSignInFailure(error)
      setFailure(described.message)
      toast.error(described.toast)
    }
  }

  return (
    <AuthCard title="Login">
      {reason && (
        <p role="status" className="alert alert-info alert-soft mb-4">
          {reason}
        </p>
      )}
      {/* POST: sent before the script of this server-rendered page runs, no field lands in the URL. */}
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <InputField
          id="login-email"
          label="Email"
          error={errors.email}
          type="email"
          autoComplete="email"
          // What the visitor typed, when the form was posted before the page's scripts ran (react-hook-form
          // sets its own default only in the browser).
          defaultValue={posted?.email}
          {...register('email')}
        />
        <FormField id="login-password" label="Password" error={errors.password}>
          <div className="join w-full">
            <input
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              className="input join-item w-full"
              {...fieldA11y('login-password', errors.password)}
              {...register('password')}
            />
            <button
              type="button"
              className="btn join-item"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? 'Hide' : 'Show'}
            </button>
          </div>
        </FormField>
        <div className="text-right text-sm">
          <Link to={paths.forgotPassword} className="link">
            Forgot password?
          </Link>
        </div>
        {failure && (
          <p role="alert" className="alert alert-error alert-soft">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Login'}
        </button>
      </form>
      <PasskeySignIn onSignedIn={signedIn} />
      <SocialSignIn from={from} />
      <p className="mt-4 text-center text-sm">
        New to Keyhaven?{' '}
        <Link to={{ pathname: paths.register, search: location.search }} className="link link-primary">
          Create an account
        </Link>
      </p>
    </AuthCard>
  )
}
