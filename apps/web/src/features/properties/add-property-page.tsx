import { useNavigate } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { showResult } from '../../lib/dialogs.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { useAddProperty } from './api.ts'
import { PropertyForm } from './property-form.tsx'

export function AddPropertyPage() {
  const { state } = useAuth()
  const navigate = useNavigate()
  const save = useAddProperty()
  if (state.status !== 'signed-in') return null
  return (
    <section aria-labelledby="add-property-title" className="mx-auto max-w-4xl">
      <h1 id="add-property-title" className="mb-6 text-2xl font-bold">
        Add Property
      </h1>
      <PropertyForm
        agent={state.user}
        submitLabel="Add Property"
        onSubmit={async (input) => {
          await save.mutateAsync(input)
          await showResult('success', 'Property Added!', 'Your property has been successfully added.')
          navigate(dashboardPaths.myAddedProperties)
        }}
        onSaveDraft={async (input) => {
          await save.mutateAsync(input)
          await showResult(
            'success',
            'Draft saved',
            'Only you can see it. Submit it for review from My Added Properties when it is ready.',
          )
          navigate(dashboardPaths.myAddedProperties)
        }}
        // A problem of one field shows at that field; anything else, in the original product's dialog.
        onFailure={(error, save) =>
          void showResult(
            'error',
            'Oops...',
            `${save?.draft ? 'Failed to save the draft.' : 'Failed to add property.'} ${error.message}`,
          )
        }
      />
    </section>
  )
}
