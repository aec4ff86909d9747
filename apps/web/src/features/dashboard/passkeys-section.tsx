import { zodResolver } from '@hookform/resolvers/zod'
import { type AddPasskeyForm, addPasskeyFormSchema, type Passkey } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { InputField } from '../../components/form-field.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import {
  isPasskeyDialogDismissed,
  type PasskeyAvailability,
  usePasskeyAvailability,
} from '../../lib/passkeys.ts'
import { passkeysQuery, useAddPasskey, useDeletePasskey } from '../account/api.ts'
import { signInOptionsQuery } from '../auth/sign-in-api.ts'
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
 * of the authenticator app when two-factor is on), deleting one.
 */
export function PasskeysSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const t = useT('dashboard')
  const passkeys = useQuery(passkeysQuery())
  const dates = useDateFormat()
  const remove = useDeletePasskey({
    onSuccess: () => toast.success(t('passkeys.deleted')),
    onError: (error) => toast.error(t('passkeys.deleteFailed', { reason: error.message })),
  })

  const onDelete = async (passkey: Passkey) => {
    if (
      await confirmDanger(
        t('passkeys.confirmTitle', { name: passkeyName(passkey, t) }),
        t('passkeys.confirmText'),
        t('passkeys.confirmYes'),
      )
    )
      remove.mutate(passkey.id)
  }

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
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-base-content/80">{t('passkeys.none')}</p>
        ) : (
          <ul className="divide-y divide-base-300" aria-label={t('passkeys.list')}>
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="break-words font-medium">{passkeyName(passkey, t)}</p>
                  <p className="text-sm text-base-content/80">
                    {t(passkey.deviceType === 'multiDevice' ? 'passkeys.addedSynced' : 'passkeys.added', {
                      date: dates.date(passkey.createdAt),
                    })}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline btn-error"
                  disabled={remove.isPending}
                  aria-label={t('passkeys.deleteLabel', { name: passkeyName(passkey, t) })}
                  onClick={() => onDelete(passkey)}
                >
                  {t('delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <AddPasskey twoFactorEnabled={twoFactorEnabled} />
      </div>
    </section>
  )
}

/**
 * "Add a passkey": an optional name and the password (or a current code) typed again, as a session alone adds
 * none; then the browser's own passkey dialog.
 */
function AddPasskey({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const t = useT('dashboard')
  const availability = usePasskeyAvailability(useQuery(signInOptionsQuery()))
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    unregister,
    formState: { errors },
  } = useForm<AddPasskeyForm>({
    resolver: zodResolver(addPasskeyFormSchema),
    defaultValues: { name: '' },
  })
  const add = useAddPasskey({
    onSuccess: () => {
      toast.success(t('passkeys.addedToast'))
      reset()
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.field === 'password' || error.field === 'code'))
        setError(error.field, { message: error.detail })
      else setFailure(describeAddFailure(error, t))
    },
  })

  if (availability.status === 'checking') return null
  if (availability.status === 'unavailable')
    return <p className="text-sm text-base-content/80">{unavailableReason(availability, t)}</p>
  return (
    <form
      noValidate
      aria-label={t('passkeys.add')}
      onSubmit={handleSubmit((form) => {
        setFailure(null)
        add.mutate(form)
      })}
      className="space-y-3"
    >
      <InputField
        id="passkey-name"
        label={t('passkeys.name')}
        placeholder={t('passkeys.namePlaceholder')}
        autoComplete="off"
        error={errors.name}
        {...register('name')}
      />
      <ProofOfIdentityFields
        idPrefix="passkey-proof"
        twoFactorEnabled={twoFactorEnabled}
        register={register}
        unregister={unregister}
        errors={errors}
      />
      {failure && (
        <p role="alert" className="alert alert-error alert-soft">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        {add.isPending ? t('passkeys.waiting') : t('passkeys.add')}
      </button>
    </form>
  )
}
