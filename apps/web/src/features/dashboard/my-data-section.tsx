import { zodResolver } from '@hookform/resolvers/zod'
import { type DeleteAccount, deleteAccountSchema } from '@keyhaven/contract'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { ApiError } from '../../lib/api-client.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useDeleteOwnAccount, useExportOwnData } from '../account/api.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { ProofOfIdentityFields } from './proof-of-identity-fields.tsx'

/**
 * The profile's My data: take everything Keyhaven holds, or delete the account (the password, or a code of the
 * authenticator app when two-factor is on, and a confirmation).
 */
export function MyDataSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const t = useT('dashboard')
  const { signOut } = useAuth()
  const exporting = useExportOwnData({
    onError: (error) => toast.error(t('myData.exportFailed', { reason: error.message })),
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
      toast.success(t('myData.deleted'))
      await signOut().catch(() => undefined)
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.field === 'password' || error.field === 'code'))
        setError(error.field, { message: error.detail })
      else toast.error(t('myData.deleteFailed', { reason: error.message }))
    },
  })

  const onDelete = async (body: DeleteAccount) => {
    const confirmed = await confirmDanger(
      t('myData.confirmTitle'),
      t('myData.confirmText'),
      t('myData.confirmYes'),
    )
    if (confirmed) deletion.mutate(body)
  }

  return (
    <section aria-labelledby="my-data-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-4">
        <h2 id="my-data-title" className="card-title">
          {t('myData.title')}
        </h2>
        <div>
          <p className="mb-2 text-sm">{t('myData.exportText')}</p>
          <button
            type="button"
            className="btn btn-outline"
            disabled={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            {exporting.isPending ? t('myData.preparing') : t('myData.export')}
          </button>
        </div>
        <form
          onSubmit={handleSubmit(onDelete)}
          noValidate
          aria-label={t('myData.delete')}
          className="space-y-2"
        >
          <p className="text-sm">{t('myData.refusedWhile')}</p>
          <ProofOfIdentityFields
            idPrefix="delete-account"
            twoFactorEnabled={twoFactorEnabled}
            register={register}
            unregister={unregister}
            errors={errors}
          />
          <button type="submit" className="btn btn-error" disabled={deletion.isPending}>
            {deletion.isPending ? t('myData.deleting') : t('myData.delete')}
          </button>
        </form>
      </div>
    </section>
  )
}
