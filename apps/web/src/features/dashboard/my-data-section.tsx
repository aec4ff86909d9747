import { DownloadButton } from '../../components/download-button.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { PROFILE_INTENTS } from './profile-intents.ts'
import { ProofOfIdentityFields } from './proof-of-identity-fields.tsx'

/**
 * The profile's My data: take everything Keyhaven holds (a file its resource route answers), or delete the account
 * (the password, or a code of the authenticator app when two-factor is on; the action asks first).
 */
export function MyDataSection({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const t = useT('dashboard')
  const { signOut } = useAuth()
  // Deleted, the account's session is gone: the page forgets its token and leaves for the home page. Its own
  // loaders do not run again after the post: asked without a session, the guard would answer with /login, and
  // that answer, arriving after the way home had begun, would take the person there instead.
  const deletion = useActionForm({
    intent: PROFILE_INTENTS.deleteAccount,
    onDone: () => signOut().catch(() => undefined),
    revalidate: false,
  })

  return (
    <section aria-labelledby="my-data-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-4">
        <h2 id="my-data-title" className="card-title">
          {t('myData.title')}
        </h2>
        <div>
          <p className="mb-2 text-sm">{t('myData.exportText')}</p>
          <DownloadButton to={dashboardPaths.ownData} className="btn btn-outline">
            {t('myData.export')}
          </DownloadButton>
        </div>
        <ActionForm form={deletion} noValidate aria-label={t('myData.delete')} className="space-y-2">
          <input type="hidden" name="intent" value={PROFILE_INTENTS.deleteAccount} />
          <p className="text-sm">{t('myData.refusedWhile')}</p>
          <ProofOfIdentityFields
            idPrefix="delete-account"
            twoFactorEnabled={twoFactorEnabled}
            field={deletion.field}
          />
          <FormStatus outcome={deletion.outcome} />
          <button type="submit" className="btn btn-error" disabled={deletion.busy}>
            {deletion.busy ? t('myData.deleting') : t('myData.delete')}
          </button>
        </ActionForm>
      </div>
    </section>
  )
}
