import { useT } from '../../lib/i18n/use-t.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { PropertyForm } from './property-form.tsx'

/** Add Property: the form posts to the route's action (property-actions.server.ts), which says how it went. */
export function AddPropertyPage() {
  const t = useT('agent')
  const { state } = useAuth()
  if (state.status !== 'signed-in') return null
  return (
    <section aria-labelledby="add-property-title" className="mx-auto max-w-4xl">
      <h1 id="add-property-title" className="mb-6 text-2xl font-bold">
        {t('add.title')}
      </h1>
      <PropertyForm agent={state.user} submitLabel={t('add.title')} draftable />
    </section>
  )
}
