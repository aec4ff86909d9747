import { SOLD_NOT_EDITABLE } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { isNotFound } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { showResult } from '../../lib/dialogs.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { propertyQuery, useUpdateProperty } from './api.ts'
import { mayUpdateListing } from './may-update.ts'
import { PropertyForm } from './property-form.tsx'

/** No role guard on the route (as the original product has it, docs/decisions/0005): the page checks the owner, as the server does. */
export function UpdatePropertyPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const save = useUpdateProperty()
  const { state } = useAuth()
  const afterSave =
    state.status === 'signed-in' && state.role === 'admin'
      ? dashboardPaths.manageProperties
      : dashboardPaths.myAddedProperties
  const { data, isPending, isError, error, refetch } = useQuery(propertyQuery(id))
  if (isPending) return <LoadingState label="Loading property..." />
  if (isError) {
    if (isNotFound(error)) return <PropertyNotFound />
    return <ErrorState message="We could not load this property." onRetry={() => refetch()} />
  }
  if (
    !(state.status === 'signed-in' && mayUpdateListing({ role: state.role, email: state.user.email }, data))
  ) {
    return (
      <div role="alert" className="alert alert-error alert-soft mx-auto max-w-xl flex-col items-start">
        <h1 className="text-lg font-bold">Access Denied</h1>
        <p>Only the agent who listed this property, or an admin, can update it.</p>
      </div>
    )
  }
  if (data.verificationStatus === 'rejected') {
    return <p className="alert alert-warning">A rejected property cannot be updated.</p>
  }
  if (data.isSold) {
    // The server refuses it too (409): what was bought stays as it was.
    return (
      <p role="note" className="alert alert-info">
        {SOLD_NOT_EDITABLE}
      </p>
    )
  }
  // Admins review listings themselves: their edits keep the status (the server applies the same rule).
  const isAdmin = state.status === 'signed-in' && state.role === 'admin'
  const goesBackToReview = data.verificationStatus === 'verified' && !isAdmin
  const isDraft = data.marketStatus === 'draft'
  return (
    <section aria-labelledby="update-property-title" className="mx-auto max-w-4xl">
      <h1 id="update-property-title" className="mb-6 text-2xl font-bold">
        Update Property
      </h1>
      {goesBackToReview && (
        <p role="note" className="alert alert-info mb-6">
          This property is verified{data.isAdvertised ? ' and advertised' : ''}. Saving changes sends it back
          to review: it is hidden from buyers{data.isAdvertised ? ' and leaves the advertisement' : ''} until
          an admin verifies it again.
        </p>
      )}
      {isDraft && (
        <p role="note" className="alert alert-info mb-6">
          This is a draft: only you can see it. Save it as a draft as often as you like, and submit it for
          review from My Added Properties when it is ready.
        </p>
      )}
      <PropertyForm
        priceLockedReason={
          data.underContract
            ? 'This property is under contract: its price range cannot change while an offer on it is accepted or bought.'
            : undefined
        }
        agent={{ name: data.agentName ?? 'Unknown', email: data.agentEmail ?? '' }}
        initial={{
          title: data.title,
          location: data.location,
          image: data.image,
          images: data.images,
          priceRange: data.priceRange,
          description: data.description,
          listingType: data.listingType,
          category: data.category,
          bedrooms: data.bedrooms,
          bathrooms: data.bathrooms,
          street: data.street,
          unit: data.unit,
          city: data.city,
          region: data.region,
          postalCode: data.postalCode,
          country: data.country,
          livingArea: data.livingArea,
          lotSize: data.lotSize,
          yearBuilt: data.yearBuilt,
          parkingSpaces: data.parkingSpaces,
          features: data.features,
          energyRating: data.energyRating,
          availableFrom: data.availableFrom,
          minLeaseMonths: data.minLeaseMonths,
          deposit: data.deposit,
          virtualTourUrl: data.virtualTourUrl,
          approximateLocation: data.approximateLocation,
          latitude: data.latitude,
          longitude: data.longitude,
        }}
        submitLabel="Update Property"
        onSubmit={async (input) => {
          const result = await save.mutateAsync({ id, input })
          await showResult(
            'success',
            'Updated!',
            result.data.returnedToReview
              ? 'Your property has been updated and went back to review: buyers will see it again once an admin verifies it.'
              : 'Your property has been updated.',
          )
          navigate(afterSave)
        }}
        onSaveDraft={
          isDraft
            ? async (input) => {
                await save.mutateAsync({ id, input })
                await showResult(
                  'success',
                  'Draft saved',
                  'Only you can see it until you submit it for review.',
                )
                navigate(dashboardPaths.myAddedProperties)
              }
            : undefined
        }
        onFailure={(error, save) =>
          void (save?.draft
            ? showResult('error', 'Oops...', `Failed to save the draft. ${error.message}`)
            : showResult('error', 'Error!', `Failed to update property. ${error.message}`))
        }
      />
    </section>
  )
}
