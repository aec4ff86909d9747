import { useNavigate } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { showResult } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { useAddProperty } from './api.ts'
import { PropertyForm } from './property-form.tsx'

export function AddPropertyPage() {
  const t = useT('agent')
  const { state } = useAuth()
  const navigate = useNavigate()
  const save = useAddProperty()
  if (state.status !== 'signed-in') return null
  return (
    <section aria-labelledby="add-property-title" className="mx-auto max-w-4xl">
      <h1 id="add-property-title" className="mb-6 text-2xl font-bold">
        {t('add.title')}
      </h1>
      <PropertyForm
        agent={state.user}
        submitLabel={t('add.title')}
        onSubmit={async (input) => {
          await save.mutateAsync(input)
          await showResult('success', t('add.added'), t('add.addedText'))
          navigate(dashboardPaths.myAddedProperties)
        }}
        onSaveDraft={async (input) => {
          await save.mutateAsync(input)
          await showResult('success', t('draft.saved'), t('add.draftText'))
          navigate(dashboardPaths.myAddedProperties)
        }}
        // A problem of one field shows at that field; anything else, in the original product's dialog.
        onFailure={(error, save) =>
          void showResult(
            'error',
            t('failure.oops'),
            t(save?.draft ? 'draft.failed' : 'add.failed', { reason: error.message }),
          )
        }
      />
    </section>
  )
}
