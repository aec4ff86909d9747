import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { isNotFound } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { showResult } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { propertyQuery, useUpdateProperty } from './api.ts'
import { mayUpdateListing } from './may-update.ts'
import { PropertyForm } from './property-form.tsx'

/** No role guard on the route (as the original product has it, docs/decisions/0005): the page checks the owner, as the server does. */
export function UpdatePropertyPage() {
  const t = useT('agent')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const save = useUpdateProperty()
  const { state } = useAuth()
  const afterSave =
    state.status === 'signed-in' && state.role === 'admin'
      ? dashboardPaths.manageProperties
      : dashboardPaths.myAddedProperties
  const { data, isPending, isError, error, refetch } = useQuery(propertyQuery(id))
  if (isPending) return <LoadingState label={t('update.loading')} />
  if (isError) {
    if (isNotFound(error)) return <PropertyNotFound />
    return <ErrorState message={t('update.loadError')} onRetry={() => refetch()} />
  }
  if (
    !(state.status === 'signed-in' && mayUpdateListing({ role: state.role, email: state.user.email }, data))
  ) {
    return (
      <div role="alert" className="alert alert-error alert-soft mx-auto max-w-xl flex-col items-start">
        <h1 className="text-lg font-bold">{t('update.denied')}</h1>
        <p>{t('update.deniedText')}</p>
      </div>
    )
  }
  if (data.verificationStatus === 'rejected') {
    return <p className="alert alert-warning">{t('update.rejected')}</p>
  }
  if (data.isSold) {
    // The server refuses it too (409, with the contract's SOLD_NOT_EDITABLE): what was bought stays as it was.
    return (
      <p role="note" className="alert alert-info">
        {t('update.sold')}
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
        {t('update.title')}
      </h1>
      {goesBackToReview && (
        <p role="note" className="alert alert-info mb-6">
          {t(data.isAdvertised ? 'update.backToReviewAdvertised' : 'update.backToReview')}
        </p>
      )}
      {isDraft && (
        <p role="note" className="alert alert-info mb-6">
          {t('update.draftNote')}
        </p>
      )}
      <PropertyForm
        priceLockedReason={data.underContract ? t('update.priceLocked') : undefined}
        agent={{ name: data.agentName ?? t('update.unknownAgent'), email: data.agentEmail ?? '' }}
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
        submitLabel={t('update.title')}
        onSubmit={async (input) => {
          const result = await save.mutateAsync({ id, input })
          await showResult(
            'success',
            t('update.updated'),
            t(result.data.returnedToReview ? 'update.returnedToReview' : 'update.updatedText'),
          )
          navigate(afterSave)
        }}
        onSaveDraft={
          isDraft
            ? async (input) => {
                await save.mutateAsync({ id, input })
                await showResult('success', t('draft.saved'), t('update.draftText'))
                navigate(dashboardPaths.myAddedProperties)
              }
            : undefined
        }
        onFailure={(error, save) =>
          void (save?.draft
            ? showResult('error', t('failure.oops'), t('draft.failed', { reason: error.message }))
            : showResult('error', t('update.error'), t('update.failed', { reason: error.message })))
        }
      />
    </section>
  )
}
