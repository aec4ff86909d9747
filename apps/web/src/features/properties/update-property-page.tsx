import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { showResult } from '../../lib/dialogs.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { propertyQuery, updateProperty } from './api.ts'
import { PropertyForm } from './property-form.tsx'

/** No role guard on the route (as the spec has it): the server lets only the owning agent or an admin update. */
export function UpdatePropertyPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { state } = useAuth()
  const afterSave =
    state.status === 'signed-in' && state.role === 'admin'
      ? '/dashboard/manageProperties'
      : '/dashboard/myAddProperties'
  const { data, isPending, isError, refetch } = useQuery(propertyQuery(id))
  if (isPending) return <LoadingState label="Loading property..." />
  if (isError) return <ErrorState message="We could not load this property." onRetry={() => refetch()} />
  if (data.verificationStatus === 'rejected') {
    return <p className="alert alert-warning">A rejected property cannot be updated.</p>
  }
  return (
    <section aria-labelledby="update-property-title" className="mx-auto max-w-4xl">
      <title>Update Property · Keyhaven</title>
      <h1 id="update-property-title" className="mb-6 text-2xl font-bold">
        Update Property
      </h1>
      <PropertyForm
        agent={{ name: data.agentName ?? 'Unknown', email: data.agentEmail ?? '' }}
        initial={{
          title: data.title,
          location: data.location,
          image: data.image,
          priceRange: data.priceRange,
          description: data.description,
          listingType: data.listingType,
          category: data.category,
          bedrooms: data.bedrooms,
          bathrooms: data.bathrooms,
          areaSqft: data.areaSqft,
        }}
        submitLabel="Update Property"
        onSubmit={async (input) => {
          try {
            await updateProperty(id, input)
            await queryClient.invalidateQueries({ queryKey: ['properties'] })
            await showResult('success', 'Updated!', 'Your property has been updated.')
            navigate(afterSave)
          } catch (error) {
            await showResult('error', 'Error!', `Failed to update property. ${(error as Error).message}`)
          }
        }}
      />
    </section>
  )
}
