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
import { isPasskeyDialogDismissed, usePasskeyAvailability } from '../../lib/passkeys.ts'
import { passkeysQuery, useAddPasskey, useDeletePasskey } from '../account/api.ts'
import { signInOptionsQuery } from '../auth/sign-in-api.ts'
import { ProofOfIdentityFields } from './proof-of-identity-fields.tsx'

const passkeyName = (passkey: Passkey) => passkey.name || 'Unnamed passkey'

/** Why a passkey could not be added, in the person's terms. */
function describeAddFailure(error: unknown): string {
  if (isPasskeyDialogDismissed(error)) return 'No passkey was added: the dialog was closed or timed out.'
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'This device already holds a passkey for your account.'
  // Better Auth asks for a session signed in within the last day before it registers a passkey.
  if (error instanceof ApiError && error.code === 'SESSION_NOT_FRESH')
    return 'For your safety, sign out and sign in again to add a passkey.'
  return `Could not add the passkey. ${error instanceof Error ? error.message : ''}`.trim()
}

/**
 * The profile's passkeys: the list (name, date added), adding one of this device (after the password, or a code
 * of the authenticator app when two-factor is on), deleting one.
 */
export function PasskeysSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const passkeys = useQuery(passkeysQuery())
  const dates = useDateFormat()
  const remove = useDeletePasskey({
    onSuccess: () => toast.success('The passkey has been deleted.'),
    onError: (error) => toast.error(`Could not delete the passkey. ${error.message}`),
  })

  const onDelete = async (passkey: Passkey) => {
    if (
      await confirmDanger(
        `Delete the passkey "${passkeyName(passkey)}"?`,
        'It will no longer sign you in to Keyhaven. Your password (and any other passkey) still does.',
        'Delete passkey',
      )
    )
      remove.mutate(passkey.id)
  }

  return (
    <section aria-labelledby="passkeys-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-3">
        <h2 id="passkeys-title" className="card-title">
          Passkeys
        </h2>
        <p className="text-sm">
          A passkey signs you in with your fingerprint, your face or your device's PIN instead of your
          password. It counts as both steps of two-factor sign-in.
        </p>
        {passkeys.isPending ? (
          <LoadingState label="Loading your passkeys..." />
        ) : passkeys.isError ? (
          <ErrorState message="We could not load your passkeys." onRetry={() => passkeys.refetch()} />
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-base-content/80">You have no passkeys yet.</p>
        ) : (
          <ul className="divide-y divide-base-300" aria-label="Your passkeys">
            {passkeys.data.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="break-words font-medium">{passkeyName(passkey)}</p>
                  <p className="text-sm text-base-content/80">
                    Added {dates.date(passkey.createdAt)}
                    {passkey.deviceType === 'multiDevice' && ' · synced between your devices'}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline btn-error"
                  disabled={remove.isPending}
                  aria-label={`Delete passkey ${passkeyName(passkey)}`}
                  onClick={() => onDelete(passkey)}
                >
                  Delete
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
      toast.success('Passkey added. You can sign in with it from now on.')
      reset()
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.field === 'password' || error.field === 'code'))
        setError(error.field, { message: error.detail })
      else setFailure(describeAddFailure(error))
    },
  })

  if (availability.status === 'checking') return null
  if (availability.status === 'unavailable')
    return <p className="text-sm text-base-content/80">{availability.reason}</p>
  return (
    <form
      noValidate
      aria-label="Add a passkey"
      onSubmit={handleSubmit((form) => {
        setFailure(null)
        add.mutate(form)
      })}
      className="space-y-3"
    >
      <InputField
        id="passkey-name"
        label="Name of the new passkey (optional)"
        placeholder="Such as: My laptop"
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
        {add.isPending ? 'Waiting for your passkey...' : 'Add a passkey'}
      </button>
    </form>
  )
}
