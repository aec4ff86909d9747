import { zodResolver } from '@hookform/resolvers/zod'
import { type LoginForm, loginFormSchema } from '@keyhaven/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { FormField, fieldA11y, InputField } from '../../components/form-field.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import { signInWithPassword } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { type FromState, useAuth } from './auth-context.tsx'
import { SocialSignIn } from './social-sign-in.tsx'

function describeFailure(error: unknown): { message: string; toast: string } {
  if (error instanceof ApiError && error.code === 'USER_NOT_FOUND') {
    return { message: 'No account found with this email.', toast: 'Email not found' }
  }
  if (error instanceof ApiError && error.code === 'INVALID_EMAIL_OR_PASSWORD') {
    return { message: 'Incorrect password.', toast: 'Wrong password' }
  }
  // Rate limits (per address or per account) and a page opened at an address the server does not accept
  // carry the server's own message: how long to wait, or which address to use.
  if (error instanceof ApiError && (error.status === 429 || error.code === 'INVALID_ORIGIN')) {
    return {
      message: error.message,
      toast: error.status === 429 ? 'Too many attempts' : 'Open Keyhaven at its own address',
    }
  }
  return { message: 'Login failed. Try again.', toast: 'Login failed' }
}

export function fromLocation(state: unknown): string {
  const from = (state as FromState | null)?.from
  return from ? `${from.pathname}${from.search ?? ''}` : '/'
}

export function LoginPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { establish } = useAuth()
  const [failure, setFailure] = useState<string | null>(
    params.get('social') === 'failed' ? 'Social sign-in did not complete. Try again.' : null,
  )
  const [showPassword, setShowPassword] = useState(false)
  const from = fromLocation(location.state)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = async ({ email, password }: LoginForm) => {
    setFailure(null)
    try {
      await signInWithPassword(email, password)
      const state = await establish()
      if (state.status !== 'signed-in') throw new Error('No session after sign-in')
      toast.success('Login successful')
      navigate(from, { replace: true })
    } catch (error) {
      const described = describeFailure(error)
      setFailure(described.message)
      toast.error(described.toast)
    }
  }

  return (
    <AuthCard title="Login">
      {/* POST: sent before the script of this server-rendered page runs, no field lands in the URL. */}
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <InputField
          id="login-email"
          label="Email"
          error={errors.email}
          type="email"
          autoComplete="email"
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
      <SocialSignIn from={from} />
      <p className="mt-4 text-center text-sm">
        New to Keyhaven?{' '}
        <Link to={paths.register} state={location.state} className="link link-primary">
          Create an account
        </Link>
      </p>
    </AuthCard>
  )
}
