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
import { useConfirmTwoFactor, useStartTwoFactor } from './api.ts'

// The QR code library loads only on this step, never with the page around it.
const TotpQrCode = lazy(() => import('./totp-qr-code.tsx'))

/** The key inside the otpauth:// address, for typing into an app that cannot scan, in groups of four. */
function readableKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}

/** What a refused password or code says beside its field. */
const refusal = (error: Error) =>
  error instanceof ApiError && (error.code === 'INVALID_PASSWORD' || error.code === 'INVALID_CODE')
    ? error.code === 'INVALID_PASSWORD'
      ? 'That is not your password.'
      : 'That code is not right. Enter the code your app shows now.'
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
      const message = refusal(error)
      if (message) setError('password', { message })
      else toast.error(`Could not start setting up two-factor sign-in. ${error.message}`)
    },
  })
  return (
    <form
      noValidate
      aria-label="Set up two-factor sign-in"
      onSubmit={handleSubmit(({ password }) => start.mutate(password))}
      className="space-y-3"
    >
      <p className="text-sm">
        Each sign-in will ask for a code from an authenticator app on your phone (such as Google
        Authenticator, Microsoft Authenticator or 1Password) after your password. Enter your password to
        begin.
      </p>
      <InputField
        id="two-factor-setup-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...register('password')}
      />
      <button type="submit" className="btn btn-primary" disabled={start.isPending}>
        {start.isPending ? 'Starting...' : 'Set up two-factor sign-in'}
      </button>
    </form>
  )
}

function ScanStep({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => void }) {
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
      toast.success('Two-factor sign-in is on.')
      onConfirmed()
    },
    onError: (error) => {
      const message = refusal(error)
      if (message) setError('code', { message })
      else toast.error(`Could not switch two-factor sign-in on. ${error.message}`)
    },
  })
  return (
    <form
      noValidate
      aria-label="Confirm your authenticator app"
      onSubmit={handleSubmit(({ code }) => confirm.mutate(code))}
      className="space-y-3"
    >
      <p className="text-sm">Scan this QR code with your authenticator app, then enter the code it shows.</p>
      <div className="flex justify-center">
        <Suspense fallback={<LoadingState label="Drawing the QR code..." />}>
          <TotpQrCode totpURI={totpURI} />
        </Suspense>
      </div>
      <p className="text-sm">
        Cannot scan? Type this key into the app instead:{' '}
        <code className="break-all font-mono">{readableKey(totpURI)}</code>
      </p>
      <InputField
        id="two-factor-setup-code"
        label="Code from your app"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code}
        {...register('code')}
      />
      <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
        {confirm.isPending ? 'Checking...' : 'Turn on two-factor sign-in'}
      </button>
    </form>
  )
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Keyhaven backup codes (each works once)\n\n${codes.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success('Backup codes copied.')
    } catch {
      toast.error('Could not copy: select the codes and copy them yourself.')
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
        Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code} className="rounded bg-base-200 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={copy}>
          Copy codes
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={download}>
          Download codes
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
          I have saved my codes
        </button>
      </div>
    </div>
  )
}
