import type { Passkey } from '@keyhaven/contract'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { InputField } from '../../components/form-field.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, ButtonForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { tell } from '../../lib/forms/tell-outcome.ts'
import { useWhenDone } from '../../lib/forms/use-when-done.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import {
  isPasskeyDialogDismissed,
  type PasskeyAvailability,
  usePasskeyAvailability,
} from '../../lib/passkeys.ts'
import { registerPasskey } from '../account/api.ts'
import { useSignInOptions } from '../auth/sign-in-api.ts'
import { PROFILE_INTENTS, rowIntent } from './profile-intents.ts'
import { ProofOfIdentityFields } from './proof-of-identity-fields.tsx'

const passkeyName = (passkey: Passkey, t: Translate<'dashboard'>) => passkey.name || t('passkeys.unnamed')

/** Why a passkey could not be added, in the person's terms. */
function describeAddFailure(error: unknown, t: Translate<'dashboard'>): string {
  if (isPasskeyDialogDismissed(error)) return t('passkeys.dismissed')
  if (error instanceof Error && error.name === 'InvalidStateError') return t('passkeys.alreadyHere')
  // Better Auth asks for a session signed in within the last day before it registers a passkey.
  if (error instanceof ApiError && error.code === 'SESSION_NOT_FRESH') return t('passkeys.notFresh')
  return t('passkeys.addFailed', { reason: error instanceof Error ? error.message : '' }).trim()
}

/** Why passkeys do not work on this page. */
function unavailableReason(
  availability: Extract<PasskeyAvailability, { status: 'unavailable' }>,
  t: Translate<'dashboard'>,
): string {
  switch (availability.reason) {
    case 'browser':
      return t('passkeys.noWebAuthn')
    case 'unchecked':
      return t('passkeys.unchecked')
    case 'server':
      return t('passkeys.offServer')
    case 'origin':
      return t('passkeys.elsewhere', { origin: availability.origin })
  }
}

/**
 * The profile's passkeys: the list (name, date added), adding one of this device (after the password, or a code
 * of the authenticator app when two-factor is on), deleting one. The list comes with the page (the route's loader)
 * and is read again after each change.
 */
export function PasskeysSection({
  twoFactorEnabled,
  read,
}: {
  twoFactorEnabled: boolean
  read: ScreenRead<Passkey[]>
}) {
  const t = useT('dashboard')
  const passkeys = useScreenRead(read)

  return (
    <section aria-labelledby="passkeys-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-3">
        <h2 id="passkeys-title" className="card-title">
          {t('passkeys.title')}
        </h2>
        <p className="text-sm">{t('passkeys.intro')}</p>
        {passkeys.isPending ? (
          <LoadingState label={t('passkeys.loading')} />
        ) : passkeys.isError ? (
          <ErrorState message={t('passkeys.error')} onRetry={() => passkeys.refetch()} />
        ) : passkeys.data?.length ? (
          <ul className="divide-y divide-base-300" aria-label={t('passkeys.list')}>
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-base-content/80">{t('passkeys.none')}</p>
        )}
        <AddPasskey twoFactorEnabled={twoFactorEnabled} />
      </div>
    </section>
  )
}

/** One passkey, and its Delete: posted to the page's action, which asks first. */
function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const t = useT('dashboard')
  const dates = useDateFormat()
  const intent = rowIntent(PROFILE_INTENTS.passkeyDelete, passkey.id)
  const form = useActionForm({ intent })
  const name = passkeyName(passkey, t)
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="break-words font-medium">{name}</p>
        <p className="text-sm text-base-content/80">
          {t(passkey.deviceType === 'multiDevice' ? 'passkeys.addedSynced' : 'passkeys.added', {
            date: dates.date(passkey.createdAt),
          })}
        </p>
      </div>
      <ButtonForm
        form={form}
        fields={{ intent, passkeyId: passkey.id, name }}
        className="btn btn-sm btn-outline btn-error"
        label={t('passkeys.deleteLabel', { name })}
      >
        {t('delete')}
      </ButtonForm>
      <FormStatus outcome={form.outcome} />
    </li>
  )
}

/**
 * "Add a passkey": an optional name and the password (or a current code) typed again, as a session alone adds
 * none, checked by the page's action; then the browser's own passkey dialog, which only the page's scripts can
 * open (so the form shows only where passkeys work, never without scripts).
 */
function AddPasskey({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const t = useT('dashboard')
  const availability = usePasskeyAvailability(useSignInOptions())
  const revalidator = useRevalidator()
  const [failure, setFailure] = useState<string | null>(null)
  const [registering, setRegistering] = useState(false)
  const form = useActionForm({ intent: PROFILE_INTENTS.passkeyAdd })
  const name = form.field('name', 'passkey-name')
  useWhenDone(form, () => {
    const proved = form.fetcher.data
    setRegistering(true)
    void registerPasskey((isDone(proved) && proved.result?.name) || '')
      .then(async () => {
        tell({ intent: PROFILE_INTENTS.passkeyAdd, ok: t('passkeys.addedToast') })
        // The passkey was made by the browser, not through the action: the route's loader reads the list again
        // (by itself it reads again only after the page's posts).
        await revalidator.revalidate()
      })
      .catch((error: unknown) => setFailure(describeAddFailure(error, t)))
      .finally(() => setRegistering(false))
  })

  if (availability.status === 'checking') return null
  if (availability.status === 'unavailable')
    return <p className="text-sm text-base-content/80">{unavailableReason(availability, t)}</p>
  const busy = form.busy || registering
  return (
    <ActionForm
      form={form}
      noValidate
      aria-label={t('passkeys.add')}
      className="space-y-3"
      onSubmitCapture={() => setFailure(null)}
    >
      <input type="hidden" name="intent" value={PROFILE_INTENTS.passkeyAdd} />
      <InputField
        label={t('passkeys.name')}
        placeholder={t('passkeys.namePlaceholder')}
        maxLength={60}
        autoComplete="off"
        error={name.error}
        {...name.input}
      />
      <ProofOfIdentityFields
        idPrefix="passkey-proof"
        twoFactorEnabled={twoFactorEnabled}
        field={form.field}
      />
      <FormStatus outcome={form.outcome} />
      {failure && (
        <p role="alert" className="alert alert-error alert-soft">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('passkeys.waiting') : t('passkeys.add')}
      </button>
    </ActionForm>
  )
}
