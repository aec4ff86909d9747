import { zodResolver } from '@hookform/resolvers/zod'
import { type TwoFactorPasswordForm, twoFactorPasswordFormSchema } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { InputField } from '../../components/form-field.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { TwoFactorSetup, useTurnOffTwoFactor } from '../account/api.ts'
import { ownRecordQuery } from '../auth/sign-in-api.ts'

/** The profile's two-factor sign-in: set it up, or switch it off with the password. */
export function TwoFactorSection() {
  const record = useQuery(ownRecordQuery())
  const [settingUp, setSettingUp] = useState(false)
  return (
    <section aria-labelledby="two-factor-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-3">
        <h2 id="two-factor-title" className="card-title">
          Two-factor sign-in
        </h2>
        {record.isPending ? (
          <LoadingState label="Loading..." />
        ) : record.isError ? (
          <ErrorState message="We could not load your account." onRetry={() => record.refetch()} />
        ) : settingUp ? (
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <TwoFactorSetup onDone={() => setSettingUp(false)} />
          </Suspense>
        ) : record.data.twoFactorEnabled ? (
          <TurnOff />
        ) : (
          <div>
            <p className="mb-2 text-sm">
              Off. With two-factor sign-in, each sign-in asks for a code from an app on your phone after your
              password, so your password alone is not enough to get in.
            </p>
            <button type="button" className="btn btn-outline" onClick={() => setSettingUp(true)}>
              Set up two-factor sign-in
            </button>
          </div>
        )}
      </div>
    </section>
  )
}

function TurnOff() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorPasswordForm>({
    resolver: zodResolver(twoFactorPasswordFormSchema),
    defaultValues: { password: '' },
  })
  const turnOff = useTurnOffTwoFactor({
    onSuccess: () => toast.success('Two-factor sign-in is off.'),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD')
        setError('password', { message: 'That is not your password.' })
      else toast.error(`Could not switch two-factor sign-in off. ${error.message}`)
    },
  })
  const onTurnOff = async ({ password }: TwoFactorPasswordForm) => {
    if (
      await confirmDanger(
        'Turn off two-factor sign-in?',
        'Your password alone will sign you in again. Your authenticator app and backup codes stop working.',
        'Turn it off',
      )
    )
      turnOff.mutate(password)
  }
  return (
    <form
      noValidate
      aria-label="Turn off two-factor sign-in"
      onSubmit={handleSubmit(onTurnOff)}
      className="space-y-3"
    >
      <p className="text-sm">
        <span className="badge badge-success me-2">On</span>
        Each sign-in asks for a code from your authenticator app (or a backup code) after your password.
      </p>
      <InputField
        id="two-factor-off-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...register('password')}
      />
      <button type="submit" className="btn btn-outline btn-error" disabled={turnOff.isPending}>
        {turnOff.isPending ? 'Turning off...' : 'Turn off two-factor sign-in'}
      </button>
    </form>
  )
}
