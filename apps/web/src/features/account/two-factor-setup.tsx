import { zodResolver } from '@hookform/resolvers/zod'
import {
  type AuthenticatorCodeForm,
  authenticatorCodeFormSchema,
  type TwoFactorPasswordForm,
  twoFactorPasswordFormSchema,
} from '@keyhaven/contract'
import { lazy, Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { InputField } from '../../components/form-field.tsx'
import { LoadingState } from '../../components/status.tsx'
import { ApiError } from '../../lib/api-client.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useConfirmTwoFactor, useStartTwoFactor } from './api.ts'

// The QR code library loads only on this step, never with the page around it.
const TotpQrCode = lazy(() => import('./totp-qr-code.tsx'))

/** The key inside the otpauth:// address, for typing into an app that cannot scan, in groups of four. */
function readableKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}

/** What a refused password or code says beside its field. */
const refusal = (error: Error, t: Translate<'auth'>) =>
  error instanceof ApiError && (error.code === 'INVALID_PASSWORD' || error.code === 'INVALID_CODE')
    ? error.code === 'INVALID_PASSWORD'
      ? t('setup.wrongPassword')
      : t('setup.wrongCode')
    : null

/**
 * Setting up two-factor sign-in: the password, then the authenticator app scans the QR code and its first code
 * switches two-factor on, then the backup codes, shown this once. `onDone` when the person has them.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const [started, setStarted] = useState<{ totpURI: string; backupCodes: string[] } | null>(null)
  const [confirmed, setConfirmed] = useState(false)
  if (!started) return <PasswordStep onStarted={setStarted} />
  if (!confirmed) return <ScanStep totpURI={started.totpURI} onConfirmed={() => setConfirmed(true)} />
  return <BackupCodes codes={started.backupCodes} onDone={onDone} />
}

function PasswordStep({
  onStarted,
}: {
  onStarted: (started: { totpURI: string; backupCodes: string[] }) => void
}) {
  const t = useT('auth')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TwoFactorPasswordForm>({
    resolver: zodResolver(twoFactorPasswordFormSchema),
    defaultValues: { password: '' },
  })
  const start = useStartTwoFactor({
    onSuccess: onStarted,
    onError: (error) => {
      const message = refusal(error, t)
      if (message) setError('password', { message })
      else toast.error(t('setup.startFailed', { reason: error.message }))
    },
  })
  return (
    <form
      noValidate
      aria-label={t('setup.title')}
      onSubmit={handleSubmit(({ password }) => start.mutate(password))}
      className="space-y-3"
    >
      <p className="text-sm">{t('setup.intro')}</p>
      <InputField
        id="two-factor-setup-password"
        label={t('setup.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...register('password')}
      />
      <button type="submit" className="btn btn-primary" disabled={start.isPending}>
        {start.isPending ? t('setup.starting') : t('setup.title')}
      </button>
    </form>
  )
}

function ScanStep({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
  const t = useT('auth')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AuthenticatorCodeForm>({
    resolver: zodResolver(authenticatorCodeFormSchema),
    defaultValues: { code: '' },
  })
  const confirm = useConfirmTwoFactor({
    onSuccess: () => {
      toast.success(t('setup.on'))
      onConfirmed()
    },
    onError: (error) => {
      const message = refusal(error, t)
      if (message) setError('code', { message })
      else toast.error(t('setup.confirmFailed', { reason: error.message }))
    },
  })
  return (
    <form
      noValidate
      aria-label={t('setup.confirmForm')}
      onSubmit={handleSubmit(({ code }) => confirm.mutate(code))}
      className="space-y-3"
    >
      <p className="text-sm">{t('setup.scan')}</p>
      <div className="flex justify-center">
        <Suspense fallback={<LoadingState label={t('setup.drawing')} />}>
          <TotpQrCode totpURI={totpURI} />
        </Suspense>
      </div>
      <p className="text-sm">
        {t('setup.cannotScan')} <code className="break-all font-mono">{readableKey(totpURI)}</code>
      </p>
      <InputField
        id="two-factor-setup-code"
        label={t('setup.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code}
        {...register('code')}
      />
      <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
        {confirm.isPending ? t('checking') : t('setup.turnOn')}
      </button>
    </form>
  )
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT('auth')
  const text = `${t('setup.codesFile')}\n\n${codes.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success(t('setup.copied'))
    } catch {
      toast.error(t('setup.copyFailed'))
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'keyhaven-backup-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <div className="space-y-3">
      <p role="status" className="alert alert-warning alert-soft text-sm">
        {t('setup.saveCodes')}
      </p>
      <ul aria-label={t('setup.codes')} className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code} className="rounded bg-base-200 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={copy}>
          {t('setup.copy')}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={download}>
          {t('setup.download')}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
          {t('setup.saved')}
        </button>
      </div>
    </div>
  )
}
