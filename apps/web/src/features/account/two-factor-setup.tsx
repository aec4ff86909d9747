import { lazy, Suspense } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { useInBrowser } from '../../components/browser-only.tsx'
import { InputField } from '../../components/form-field.tsx'
import { LoadingState } from '../../components/status.tsx'
import { ActionForm, type ActionFormState, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { type FormOutcome, isDone, isFailure } from '../../lib/forms/outcome.ts'
import { useWhenDone } from '../../lib/forms/use-when-done.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { TWO_FACTOR_INTENTS } from './two-factor-intents.ts'

// The QR code library loads only on this step, never with the page around it.
const TotpQrCode = lazy(() => import('./totp-qr-code.tsx'))

/** The key inside the otpauth:// address, for typing into an app that cannot scan, in groups of four. */
function readableKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret
}

/** What a step's answer holds: the key and the codes once started, the codes alone once switched on. */
const resultOf = (outcome: FormOutcome | undefined) => (isDone(outcome) ? outcome.result : undefined)

/**
 * Setting up two-factor sign-in: the password, then the authenticator app scans the QR code and its first code
 * switches two-factor on, then the backup codes, shown this once. Each step posts to the page's action (so it
 * works without scripts); `onDone` when the person has the codes (`continueTo` without scripts).
 */
export function TwoFactorSetup({ onDone, continueTo }: { onDone: () => void; continueTo: string }) {
  const { establish } = useAuth()
  const start = useActionForm({ intent: TWO_FACTOR_INTENTS.start })
  const confirm = useActionForm({ intent: TWO_FACTOR_INTENTS.confirm })
  // Better Auth put a new session in place of this one: it is traded for a fresh access-token.
  useWhenDone(confirm, () => void establish())
  const codes = resultOf(confirm.outcome)?.backupCodes
  if (codes !== undefined)
    return (
      <>
        <FormStatus outcome={confirm.outcome} />
        <BackupCodes codes={codes.split('\n')} onDone={onDone} continueTo={continueTo} />
      </>
    )
  // A refused code comes back with the key and the codes it was posted with.
  const started = resultOf(start.outcome) ?? (isFailure(confirm.outcome) ? confirm.outcome.typed : undefined)
  if (started?.totpURI && started.backupCodes !== undefined)
    return <ScanStep form={confirm} totpURI={started.totpURI} backupCodes={started.backupCodes} />
  return <PasswordStep form={start} />
}

function PasswordStep({ form }: { form: ActionFormState }) {
  const t = useT('auth')
  const password = form.field('password', 'two-factor-setup-password')
  return (
    <ActionForm form={form} noValidate aria-label={t('setup.title')} className="space-y-3">
      <input type="hidden" name="intent" value={TWO_FACTOR_INTENTS.start} />
      <p className="text-sm">{t('setup.intro')}</p>
      <InputField
        label={t('setup.password')}
        type="password"
        required
        autoComplete="current-password"
        error={password.error}
        {...password.input}
      />
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {form.busy ? t('setup.starting') : t('setup.title')}
      </button>
    </ActionForm>
  )
}

function ScanStep({
  form,
  totpURI,
  backupCodes,
}: {
  form: ActionFormState
  totpURI: string
  backupCodes: string
}) {
  const t = useT('auth')
  const code = form.field('code', 'two-factor-setup-code')
  return (
    <ActionForm form={form} noValidate aria-label={t('setup.confirmForm')} className="space-y-3">
      <input type="hidden" name="intent" value={TWO_FACTOR_INTENTS.confirm} />
      <input type="hidden" name="totpURI" value={totpURI} />
      <input type="hidden" name="backupCodes" value={backupCodes} />
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
        label={t('setup.code')}
        inputMode="numeric"
        required
        pattern="\d{6}"
        autoComplete="one-time-code"
        error={code.error}
        {...code.input}
      />
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {form.busy ? t('checking') : t('setup.turnOn')}
      </button>
    </ActionForm>
  )
}

function BackupCodes({
  codes,
  onDone,
  continueTo,
}: {
  codes: string[]
  onDone: () => void
  continueTo: string
}) {
  const t = useT('auth')
  const hydrated = useInBrowser()
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
        {hydrated ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={onDone}>
            {t('setup.saved')}
          </button>
        ) : (
          <Link to={continueTo} className="btn btn-primary btn-sm">
            {t('setup.saved')}
          </Link>
        )}
      </div>
    </div>
  )
}
