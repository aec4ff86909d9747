import { ERROR_CODES, REVIEW_MAX_LENGTH } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Link, useParams } from 'react-router'
import { Avatar } from '../../components/avatar.tsx'
import { SaleBadge } from '../../components/listing-card.tsx'
import { PageWidth } from '../../components/page.tsx'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { StatusBadge } from '../../components/status-badge.tsx'
import { ApiError, isNotFound } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { showAccessDenied } from '../../lib/dialogs.ts'
import { noOfferReason, saleStateOf } from '../../lib/sale-state.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { ContactAgent } from '../inquiries/api.ts'
import { propertyReviewsQuery, useAddReview } from '../reviews/api.ts'
import { ViewingSlotPicker } from '../viewings/api.ts'
import { useAddToWishlist } from '../wishlist/api.ts'
import { propertyQuery } from './api.ts'
import { MortgageCalculator } from './mortgage-calculator.tsx'
import { PhotoGallery } from './photo-gallery.tsx'
import { useViewBeacon } from './use-view-beacon.ts'

const PriceHistorySection = lazy(() => import('./price-history-section.tsx'))

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/**
 * Contact agent: the form for people who may write to the listing's agent (loaded on demand), and for the
 * listing's own agent a pointer to where inquiries arrive. Visitors never get here: the page is behind sign-in,
 * which sends them to log in and back.
 */
function ContactSection({
  propertyId,
  agentName,
  isOwnListing,
  canContact,
}: {
  propertyId: string
  agentName: string
  isOwnListing: boolean
  canContact: boolean
}) {
  if (isOwnListing) {
    return (
      <p className="mt-12 max-w-3xl text-base-content/80">
        This is your listing: inquiries about it arrive in{' '}
        <Link to={dashboardPaths.leads} className="link">
          Leads
        </Link>
        .
      </p>
    )
  }
  if (!canContact) return null
  return (
    <div className="mt-12 max-w-3xl">
      <Suspense fallback={<LoadingState label="Loading the contact form..." />}>
        <ContactAgent propertyId={propertyId} agentName={agentName} />
      </Suspense>
    </div>
  )
}

/** Rentals take applications instead of offers: Apply for renters, or why there is nothing to do. */
function RentalAction({
  propertyId,
  isLet,
  isUser,
}: {
  propertyId: string
  isLet: boolean
  isUser: boolean
}) {
  if (isLet)
    return <p className="text-sm text-base-content/70">This home is let and takes no more applications.</p>
  if (!isUser)
    return <p className="text-sm text-base-content/70">Renters apply for this home from this page.</p>
  return (
    <Link to={dashboardPaths.applyForRental(propertyId)} className="btn btn-secondary">
      Apply
    </Link>
  )
}

export function PropertyDetailsPage() {
  const { id = '' } = useParams()
  const { state } = useAuth()
  const isUser = state.status === 'signed-in' && state.role === 'user'
  const property = useQuery(propertyQuery(id))
  const reviews = useQuery({ ...propertyReviewsQuery(id), enabled: property.isSuccess })
  useViewBeacon(id, property.isSuccess)
  const dialog = useRef<HTMLDialogElement>(null)
  const [reviewText, setReviewText] = useState('')
  const [reviewError, setReviewError] = useState<string | null>(null)

  const [saved, setSaved] = useState(false)
  const wishlist = useAddToWishlist({
    onSuccess: () => {
      setSaved(true)
      toast.success('Property added to wishlist.')
    },
    onError: (error) => {
      // Saved earlier (another tab, another visit): that is the state the person wanted.
      if (error instanceof ApiError && error.code === ERROR_CODES.alreadyInWishlist) {
        return setSaved(true)
      }
      toast.error(`Could not add to wishlist. ${error.message}`)
    },
  })
  const review = useAddReview({
    onSuccess: () => {
      toast.success('Review submitted.')
      dialog.current?.close()
      setReviewText('')
    },
    onError: (error) => {
      // The server names the field for API clients; the person sees the problem alone.
      const problem = error instanceof ApiError ? error.detail : error.message
      setReviewError(problem)
      toast.error(`Failed to submit review. ${problem}`)
    },
  })

  const onAddToWishlist = () => {
    if (!isUser) return void showAccessDenied('Only regular users can add to wishlist.')
    wishlist.mutate(id)
  }
  const onOpenReview = () => {
    if (!isUser) return void showAccessDenied('Only users can add review.')
    setReviewError(null)
    dialog.current?.showModal()
  }
  const onSubmitReview = () => {
    if (!reviewText.trim()) return setReviewError('Review text is required')
    review.mutate({ propertyId: id, description: reviewText.trim() })
  }

  if (property.isPending) return <LoadingState label="Loading property..." />
  if (property.isError) {
    if (isNotFound(property.error)) {
      return (
        <PageWidth>
          <PropertyNotFound />
        </PageWidth>
      )
    }
    return <ErrorState message="We could not load this property." onRetry={() => property.refetch()} />
  }
  const p = property.data
  const agentName = p.agentName ?? 'Unknown'

  return (
    <PageWidth className="py-10">
      <title>{`${p.title} · Keyhaven`}</title>
      <article className="grid gap-8 lg:grid-cols-2">
        <PhotoGallery
          title={p.title}
          images={p.images}
          badge={
            (p.isSold || p.isLet) && (
              <span className="badge badge-info badge-lg absolute top-4 left-4">
                {p.isLet ? 'Let' : 'Sold'}
              </span>
            )
          }
        />
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold">{p.title}</h1>
            <StatusBadge status={p.verificationStatus} />
            <SaleBadge state={saleStateOf(p)} />
          </div>
          <p className="text-lg text-base-content/80">{p.location}</p>
          <p className="text-xl">
            <span className="font-medium">Price Range:</span> {p.priceRange}
            {p.listingType === 'rent' && ' / month'}
          </p>
          <ul className="flex flex-wrap gap-2 text-sm">
            <li className="badge badge-outline">{p.category}</li>
            <li className="badge badge-outline">{p.listingType === 'rent' ? 'For rent' : 'For sale'}</li>
            {p.bedrooms !== null && (
              <li className="badge badge-outline">
                {p.bedrooms === 0 ? 'Studio' : countOf(p.bedrooms, 'bedroom')}
              </li>
            )}
            {p.bathrooms !== null && (
              <li className="badge badge-outline">{countOf(p.bathrooms, 'bathroom')}</li>
            )}
            {p.areaSqft !== null && (
              <li className="badge badge-outline">{p.areaSqft.toLocaleString('en-US')} sq ft</li>
            )}
          </ul>
          {p.description && <p className="whitespace-pre-line">{p.description}</p>}
          <div className="flex items-center gap-3">
            <Avatar src={p.agentImage} name={agentName} />
            <div>
              <p className="text-sm text-base-content/70">Agent</p>
              <p className="font-medium">{agentName}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {p.isSold || p.isLet ? null : saved ? (
              <Link to={dashboardPaths.wishlist} className="btn btn-success btn-outline">
                Saved to your wishlist
              </Link>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                onClick={onAddToWishlist}
                disabled={wishlist.isPending}
              >
                {wishlist.isPending ? 'Adding...' : 'Add to Wishlist'}
              </button>
            )}
            <button type="button" className="btn btn-outline" onClick={onOpenReview}>
              Add a Review
            </button>
          </div>
          {p.listingType === 'rent' ? (
            <RentalAction propertyId={p._id} isLet={p.isLet} isUser={isUser} />
          ) : (
            <p className="text-sm text-base-content/70">
              {noOfferReason(p) ??
                'To make an offer, add this home to your wishlist and choose Make an Offer there.'}
            </p>
          )}
        </div>
      </article>

      <ContactSection
        propertyId={p._id}
        agentName={agentName}
        isOwnListing={state.status === 'signed-in' && p.agentEmail === state.user.email}
        canContact={state.status === 'signed-in' && (state.role === 'user' || state.role === 'agent')}
      />

      {isUser && !p.isSold && !p.isLet && (
        <Suspense fallback={<LoadingState label="Loading free viewing times..." />}>
          <ViewingSlotPicker propertyId={p._id} />
        </Suspense>
      )}

      {p.listingType === 'sale' && !p.isSold && (
        <div className="mt-12 max-w-3xl">
          <MortgageCalculator price={p.priceLow} />
        </div>
      )}

      <Suspense fallback={null}>
        <PriceHistorySection propertyId={p._id} />
      </Suspense>

      <section aria-labelledby="property-reviews-title" className="mt-12">
        <h2 id="property-reviews-title" className="mb-4 text-2xl font-bold">
          Reviews
        </h2>
        {reviews.isPending ? (
          <LoadingState label="Loading reviews..." />
        ) : reviews.isError ? (
          <ErrorState message="We could not load the reviews." onRetry={() => reviews.refetch()} />
        ) : reviews.data.length === 0 ? (
          <p className="text-base-content/70">No reviews yet.</p>
        ) : (
          <ul className="space-y-4">
            {reviews.data.map((item) => (
              <li key={item._id} className="card bg-base-100 shadow-sm">
                <div className="card-body gap-2">
                  <div className="flex items-center gap-3">
                    <Avatar src={item.reviewerImage} name={item.reviewerName} className="size-10" />
                    <div>
                      <p className="font-semibold">{item.reviewerName}</p>
                      <p className="text-xs text-base-content/60">
                        {dateFormat.format(new Date(item.createdAt))}
                      </p>
                    </div>
                  </div>
                  <p>{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <dialog ref={dialog} className="modal" aria-labelledby="review-dialog-title">
        <div className="modal-box">
          <h2 id="review-dialog-title" className="text-lg font-bold">
            Add a Review
          </h2>
          <label htmlFor="review-text" className="sr-only">
            Your review
          </label>
          <textarea
            id="review-text"
            className="textarea mt-4 h-32 w-full"
            placeholder="What did you think of this property?"
            value={reviewText}
            aria-invalid={reviewError ? true : undefined}
            aria-describedby={reviewError ? 'review-text-error review-text-count' : 'review-text-count'}
            maxLength={REVIEW_MAX_LENGTH}
            onChange={(event) => {
              setReviewText(event.target.value)
              setReviewError(null)
            }}
          />
          <p
            id="review-text-count"
            className="mt-1 text-right text-sm text-base-content/80"
            aria-live="polite"
          >
            {reviewText.length} / {REVIEW_MAX_LENGTH}
          </p>
          {reviewError && (
            <p id="review-text-error" role="alert" className="mt-1 text-sm text-error">
              {reviewError}
            </p>
          )}
          <div className="modal-action">
            <button type="button" className="btn" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={onSubmitReview}
              disabled={review.isPending}
            >
              {review.isPending ? 'Submitting...' : 'Submit'}
            </button>
          </div>
        </div>
      </dialog>
    </PageWidth>
  )
}
