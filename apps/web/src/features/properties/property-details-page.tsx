import type { MyPropertyState, Property } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { Avatar } from '../../components/avatar.tsx'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { ListingPriceEstimate } from '../../components/listing-price-estimate.tsx'
import { PageWidth } from '../../components/page.tsx'
import { PriceRange } from '../../components/price-range.tsx'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { SaleBadge } from '../../components/sale-badge.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { StatusBadge } from '../../components/status-badge.tsx'
import { isNotFound } from '../../lib/api-client.ts'
import { formatArea } from '../../lib/area-unit.ts'
import { countOf } from '../../lib/count.ts'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { showAccessDenied } from '../../lib/dialogs.ts'
import { noOfferReason, saleStateOf } from '../../lib/sale-state.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { ContactAgent } from '../inquiries/api.ts'
import { AddReviewDialog, propertyReviewsQuery } from '../reviews/api.ts'
import { ViewingSlotPicker } from '../viewings/api.ts'
import { myPropertyQuery, propertyQuery, useUpdateMyProperty } from './api.ts'
import { MortgageCalculator } from './mortgage-calculator.tsx'
import { OpenHousesSection } from './open-houses-section.tsx'
import { PhotoGallery } from './photo-gallery.tsx'
import { PropertyFacts } from './property-facts.tsx'
import { useViewBeacon } from './use-view-beacon.ts'
import { WishlistButtons } from './wishlist-buttons.tsx'

const EstimateSection = lazy(() => import('./estimate-section.tsx'))
const PriceHistorySection = lazy(() => import('./price-history-section.tsx'))

/**
 * Contact agent: the form for people who may write to the listing's agent (loaded on demand), and for the
 * listing's own agent a pointer to where inquiries arrive. Visitors never get here: the page is behind sign-in,
 * which sends them to log in and back.
 */
function ContactSection({
  propertyId,
  agentName,
  isOwnListing,
  conversationId,
}: {
  propertyId: string
  agentName: string
  isOwnListing: boolean
  /** The person's conversation about this listing, when one is under way: it goes on there. */
  conversationId: string | null | undefined
}) {
  if (isOwnListing) {
    return (
      <p className="text-base-content/80">
        This is your listing: inquiries about it arrive in{' '}
        <Link to={dashboardPaths.leads} className="link">
          Leads
        </Link>
        .
      </p>
    )
  }
  if (conversationId) {
    return (
      <section aria-labelledby="contact-title" className="card card-border bg-base-100">
        <div className="card-body gap-3">
          <h2 id="contact-title" className="card-title text-2xl">
            Contact agent
          </h2>
          <p className="text-base-content/80">
            You are already in touch with {agentName} about this home. Your messages and their replies are in
            one conversation.
          </p>
          <Link to={dashboardPaths.myInquiry(conversationId)} className="btn btn-primary w-fit">
            Open the conversation
          </Link>
        </div>
      </section>
    )
  }
  return (
    <div>
      {/* The form works only with its script (and what is typed before its part of the page hydrates would be
          lost): it shows once the page runs. */}
      <BrowserOnly fallback={<LoadingState label="Loading the contact form..." />}>
        <Suspense fallback={<LoadingState label="Loading the contact form..." />}>
          <ContactAgent propertyId={propertyId} agentName={agentName} />
        </Suspense>
      </BrowserOnly>
    </div>
  )
}

/** What the listing's own agent reads where a buyer reads how to make an offer: where the answers arrive. */
function OwnListingNote({ listingType }: { listingType: 'sale' | 'rent' }) {
  return (
    <p className="text-sm text-base-content/70">
      {listingType === 'rent' ? 'Applications for this home arrive in ' : 'Offers on this home arrive in '}
      <Link
        to={listingType === 'rent' ? dashboardPaths.applications : dashboardPaths.requestedProperties}
        className="link"
      >
        {listingType === 'rent' ? 'Applications' : 'Offers Received'}
      </Link>
      .
    </p>
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
    <Link to={dashboardPaths.applyForRental(propertyId)} className="btn btn-primary">
      Apply
    </Link>
  )
}

/**
 * Homes for sale take offers from here (the wishlist's Make an Offer leads to the same form): the buyer's pending
 * offer when there is one, Make an Offer for buyers, or why there is nothing to do.
 */
function SaleAction({
  property: p,
  isUser,
  pendingOffer,
}: {
  property: Property
  isUser: boolean
  pendingOffer: MyPropertyState['pendingOffer'] | undefined
}) {
  const refusal = noOfferReason(p)
  if (refusal) return <p className="text-sm text-base-content/70">{refusal}</p>
  if (pendingOffer) {
    return (
      <p className="text-sm text-base-content/70">
        Your offer of {formatAmount(pendingOffer.offerAmount, p.currency)} waits for the agent's answer.{' '}
        <Link to={dashboardPaths.makeOffer(p._id)} className="link">
          See or withdraw it
        </Link>
      </p>
    )
  }
  // An admin previewing a listing in review: buyers cannot reach it yet.
  if (p.verificationStatus !== 'verified')
    return (
      <p className="text-sm text-base-content/70">
        Buyers can make offers here once the listing is verified.
      </p>
    )
  if (!isUser)
    return <p className="text-sm text-base-content/70">Buyers make offers on this home from this page.</p>
  return (
    <Link to={dashboardPaths.makeOffer(p._id)} className="btn btn-primary">
      Make an Offer
    </Link>
  )
}

/** What people wrote about the home, newest first ('No reviews yet.' when none). */
function ReviewsSection({ propertyId }: { propertyId: string }) {
  const reviews = useQuery(propertyReviewsQuery(propertyId))
  const dates = useDateFormat()
  return (
    <section aria-labelledby="property-reviews-title">
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
                  <div className="min-w-0">
                    <p className="font-semibold wrap-anywhere">{item.reviewerName}</p>
                    <p className="text-xs text-base-content/60">{dates.date(item.createdAt)}</p>
                  </div>
                </div>
                <p className="wrap-anywhere">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The sections below the photos and the summary, on a wide screen in two columns that both hold something: what
 * the person can do about a visit (contact, open houses, a viewing) beside the figures and what others said
 * (mortgage, price history, reviews). Without a visit section (an admin, a sold home) the figures take both
 * columns. On a narrow screen, one column in that order. Each list holds only the sections that show.
 */
function SectionColumns({ visit, record }: { visit: ReactNode[]; record: ReactNode[] }) {
  const visits = visit.filter(Boolean)
  const records = record.filter(Boolean)
  const [first, second] = visits.length > 0 ? [visits, records] : [records.slice(0, 1), records.slice(1)]
  return (
    <div className="mt-12 grid gap-12 lg:grid-cols-2 lg:items-start">
      <div className="flex min-w-0 flex-col gap-12">{first}</div>
      <div className="flex min-w-0 flex-col gap-12">{second}</div>
    </div>
  )
}

export function PropertyDetailsPage() {
  const { id = '' } = useParams()
  const { state } = useAuth()
  const isUser = state.status === 'signed-in' && state.role === 'user'
  const property = useQuery(propertyQuery(id))
  const mine = useQuery({
    ...myPropertyQuery(id),
    enabled: state.status === 'signed-in' && property.isSuccess,
  })
  const updateMine = useUpdateMyProperty(id)
  // Comes with the page (the route's loader); until it is known, no wishlist button is offered.
  const wishlistEntryId = mine.data?.wishlistEntryId
  const myReview = mine.data?.review
  useViewBeacon(id, property.isSuccess)
  // The dialog (and its form's code) loads when first opened, and then stays, keeping what was typed. Without
  // scripts the button asks for the page with `?review`, which renders it open.
  const [params] = useSearchParams()
  const [reviewing, setReviewing] = useState<boolean | null>(params.has('review') || null)

  const onOpenReview = (event: MouseEvent) => {
    event.preventDefault()
    if (!isUser) return void showAccessDenied('Only users can add review.')
    setReviewing(true)
  }
  const reviewTitle = myReview ? 'Edit your Review' : 'Add a Review'

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
  const isOwnListing = state.status === 'signed-in' && p.agentEmail === state.user.email
  const canContact = state.status === 'signed-in' && (state.role === 'user' || state.role === 'agent')
  const onMarket = !p.isSold && !p.isLet
  const canSchedule = isOwnListing && p.verificationStatus === 'verified' && onMarket

  return (
    <PageWidth className="py-10">
      <article className="grid gap-8 lg:grid-cols-2">
        <PhotoGallery
          title={p.title}
          images={p.images}
          badge={
            (p.isSold || p.isLet) && (
              <span className="badge badge-info badge-lg absolute start-4 top-4">
                {p.isLet ? 'Let' : 'Sold'}
              </span>
            )
          }
        />
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold wrap-anywhere">{p.title}</h1>
            <StatusBadge status={p.verificationStatus} />
            <SaleBadge state={saleStateOf(p)} />
          </div>
          <p className="text-lg text-base-content/80">{p.location}</p>
          <PriceRange
            className="text-xl"
            priceRange={p.priceRange}
            priceDrop={p.priceDrop}
            perMonth={p.listingType === 'rent'}
            estimate={<ListingPriceEstimate listing={p} showDate />}
          />
          <ul className="flex flex-wrap gap-2 text-sm">
            <li className="badge badge-outline">{p.category}</li>
            <li className="badge badge-outline">{p.listingType === 'rent' ? 'For rent' : 'For sale'}</li>
            {/* No bedrooms is a studio in a home; an office has no bedrooms to speak of. */}
            {p.bedrooms !== null && !(p.bedrooms === 0 && p.category === 'Office') && (
              <li className="badge badge-outline">
                {p.bedrooms === 0 ? 'Studio' : countOf(p.bedrooms, 'bedroom')}
              </li>
            )}
            {p.bathrooms !== null && (
              <li className="badge badge-outline">{countOf(p.bathrooms, 'bathroom')}</li>
            )}
            {p.livingArea !== null && (
              <li className="badge badge-outline">{formatArea(p.livingArea, p.areaUnit)}</li>
            )}
          </ul>
          {p.description && <p className="whitespace-pre-line wrap-anywhere">{p.description}</p>}
          <PropertyFacts p={p} />
          <div className="flex items-center gap-3">
            <Avatar src={p.agentImage} name={agentName} />
            <div>
              <p className="text-sm text-base-content/70">Agent</p>
              <p className="font-medium">{agentName}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <WishlistButtons
              propertyId={p._id}
              title={p.title}
              entryId={wishlistEntryId}
              canAdd={!p.isSold && !p.isLet}
              isUser={isUser}
            />
            {/* An agent does not review their own listing, nor make offers on it. */}
            {!isOwnListing && (
              <form method="get">
                <input type="hidden" name="review" value="" />
                <button type="submit" className="btn btn-outline" onClick={onOpenReview}>
                  {reviewTitle}
                </button>
              </form>
            )}
          </div>
          {isOwnListing ? (
            <OwnListingNote listingType={p.listingType} />
          ) : p.listingType === 'rent' ? (
            <RentalAction propertyId={p._id} isLet={p.isLet} isUser={isUser} />
          ) : (
            <SaleAction property={p} isUser={isUser} pendingOffer={mine.data?.pendingOffer} />
          )}
        </div>
      </article>

      <SectionColumns
        visit={[
          (isOwnListing || canContact) && (
            <ContactSection
              key="contact"
              propertyId={p._id}
              agentName={agentName}
              isOwnListing={isOwnListing}
              conversationId={mine.data?.inquiryId}
            />
          ),
          (p.openHouses.length > 0 || canSchedule) && (
            <OpenHousesSection
              key="open-houses"
              propertyId={p._id}
              openHouses={p.openHouses}
              canSchedule={canSchedule}
            />
          ),
          isUser && onMarket && (
            <Suspense key="viewing" fallback={<LoadingState label="Loading free viewing times..." />}>
              <ViewingSlotPicker propertyId={p._id} />
            </Suspense>
          ),
        ]}
        record={[
          p.listingType === 'sale' && !p.isSold && p.priceLow !== null && (
            <MortgageCalculator key="mortgage" price={p.priceLow} currency={p.currency} />
          ),
          <Suspense key="estimate" fallback={null}>
            <EstimateSection propertyId={p._id} currency={p.currency} />
          </Suspense>,
          <Suspense key="price-history" fallback={null}>
            <PriceHistorySection propertyId={p._id} currency={p.currency} />
          </Suspense>,
          <ReviewsSection key="reviews" propertyId={p._id} />,
        ]}
      />

      {reviewing !== null && (
        <Suspense fallback={null}>
          <AddReviewDialog
            existing={myReview}
            open={reviewing}
            onClose={() => setReviewing(false)}
            onSaved={() => void updateMine({})}
          />
        </Suspense>
      )}
    </PageWidth>
  )
}
