import { zodResolver } from '@hookform/resolvers/zod'
import { type DeleteAccount, deleteAccountSchema } from '@keyhaven/contract'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { ApiError } from '../../lib/api-client.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { useDeleteOwnAccount, useExportOwnData } from '../account/api.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { ProofOfIdentityFields } from './proof-of-identity-fields.tsx'

/**
 * The profile's My data: take everything Keyhaven holds, or delete the account (the password, or a code of the
 * authenticator app when two-factor is on, and a confirmation).
 */
export function MyDataSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { signOut } = useAuth()
  const exporting = useExportOwnData({
    onError: (error) => toast.error(`Could not export your data. ${error.message}`),
  })
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
    unregister,
  } = useForm<DeleteAccount>({ resolver: zodResolver(deleteAccountSchema) })
  const deletion = useDeleteOwnAccount({
    onSuccess: async () => {
      toast.success('Your account has been deleted.')
      await signOut().catch(() => undefined)
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.field === 'password' || error.field === 'code'))
        setError(error.field, { message: error.detail })
      else toast.error(`Could not delete your account. ${error.message}`)
    },
  })

  const onDelete = async (body: DeleteAccount) => {
    const confirmed = await confirmDanger(
      'Delete your account?',
      'Your profile, wishlist, reviews, saved searches and conversations are deleted. Offers and payments are kept without your name or e-mail. This cannot be undone.',
      'Yes, delete my account',
    )
    if (confirmed) deletion.mutate(body)
  }

  return (
    <section aria-labelledby="my-data-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-4">
        <h2 id="my-data-title" className="card-title">
          My data
        </h2>
        <div>
          <p className="mb-2 text-sm">Download everything Keyhaven holds about you, as a JSON file.</p>
          <button
            type="button"
            className="btn btn-outline"
            disabled={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            {exporting.isPending ? 'Preparing...' : 'Export my data'}
          </button>
        </div>
        <form
          onSubmit={handleSubmit(onDelete)}
          noValidate
          aria-label="Delete my account"
          className="space-y-2"
        >
          <p className="text-sm">
            Deleting your account is refused while an offer of yours is accepted and not paid, or one of your
            listings is under contract.
          </p>
          <ProofOfIdentityFields
            idPrefix="delete-account"
            twoFactorEnabled={twoFactorEnabled}
            register={register}
            unregister={unregister}
            errors={errors}
          />
          <button type="submit" className="btn btn-error" disabled={deletion.isPending}>
            {deletion.isPending ? 'Deleting...' : 'Delete my account'}
          </button>
        </form>
      </div>
    </section>
  )
}
