import type { Property } from '@keyhaven/contract'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { mayUpdateListing } from './may-update.ts'
import { PropertyForm } from './property-form.tsx'

/**
 * No role guard on the route (as the original product has it, docs/decisions/0005): the page checks the owner, as
 * the server does. The listing comes from the route's loader; the form posts to the route's action
 * (property-actions.server.ts), which says how it went.
 */
export function UpdatePropertyPage({ read }: { read: ScreenRead<Property> }) {
  const t = useT('agent')
  const { state } = useAuth()
  const { data, isPending, isError, notFound, refetch } = useScreenRead(read)
  if (isPending) return <LoadingState label={t('update.loading')} />
  if (notFound) return <PropertyNotFound />
  if (isError || !data) return <ErrorState message={t('update.loadError')} onRetry={refetch} />
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
          translations: data.translations,
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
        draftable={isDraft}
      />
    </section>
  )
}
