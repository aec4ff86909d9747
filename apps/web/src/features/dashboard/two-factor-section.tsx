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
import { useT } from '../../lib/i18n/use-t.ts'
import { TwoFactorSetup, useTurnOffTwoFactor } from '../account/api.ts'
import { ownRecordQuery } from '../auth/sign-in-api.ts'

/** The profile's two-factor sign-in: set it up, or switch it off with the password. */
export function TwoFactorSection() {
  const t = useT('dashboard')
  const record = useQuery(ownRecordQuery())
  const [settingUp, setSettingUp] = useState(false)
  return (
    <section aria-labelledby="two-factor-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-3">
        <h2 id="two-factor-title" className="card-title">
          {t('twoFactor.title')}
        </h2>
        {record.isPending ? (
          <LoadingState label={t('loading')} />
        ) : record.isError ? (
          <ErrorState message={t('twoFactor.loadError')} onRetry={() => record.refetch()} />
        ) : settingUp ? (
          <Suspense fallback={<LoadingState label={t('loading')} />}>
            <TwoFactorSetup onDone={() => setSettingUp(false)} />
          </Suspense>
        ) : record.data.twoFactorEnabled ? (
          <TurnOff />
        ) : (
          <div>
            <p className="mb-2 text-sm">{t('twoFactor.offText')}</p>
            <button type="button" className="btn btn-outline" onClick={() => setSettingUp(true)}>
              {t('twoFactor.setUp')}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}

function TurnOff() {
  const t = useT('dashboard')
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
    onSuccess: () => toast.success(t('twoFactor.turnedOff')),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD')
        setError('password', { message: t('twoFactor.wrongPassword') })
      else toast.error(t('twoFactor.turnOffFailed', { reason: error.message }))
    },
  })
  const onTurnOff = async ({ password }: TwoFactorPasswordForm) => {
    if (
      await confirmDanger(t('twoFactor.confirmTitle'), t('twoFactor.confirmText'), t('twoFactor.confirmYes'))
    )
      turnOff.mutate(password)
  }
  return (
    <form
      noValidate
      aria-label={t('twoFactor.turnOff')}
      onSubmit={handleSubmit(onTurnOff)}
      className="space-y-3"
    >
      <p className="text-sm">
        <span className="badge badge-success me-2">{t('twoFactor.on')}</span>
        {t('twoFactor.onText')}
      </p>
      <InputField
        id="two-factor-off-password"
        label={t('yourPassword')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...register('password')}
      />
      <button type="submit" className="btn btn-outline btn-error" disabled={turnOff.isPending}>
        {turnOff.isPending ? t('twoFactor.turningOff') : t('twoFactor.turnOff')}
      </button>
    </form>
  )
}
