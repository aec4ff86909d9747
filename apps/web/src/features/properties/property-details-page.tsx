import type {
  MyPropertyState,
  PriceChange,
  Property,
  PropertyEstimate,
  PublicReview,
} from '@keyhaven/contract'
import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { Avatar } from '../../components/avatar.tsx'
import { ListingPriceEstimate } from '../../components/listing-price-estimate.tsx'
import { PageWidth } from '../../components/page.tsx'
import { PriceRange } from '../../components/price-range.tsx'
import { SaleBadge } from '../../components/sale-badge.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { StatusBadge } from '../../components/status-badge.tsx'
import { useAreaText } from '../../lib/area-unit.ts'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { showAccessDenied } from '../../lib/dialogs.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { listingText } from '../../lib/listing-text.ts'
import { noOfferCause, saleStateOf } from '../../lib/sale-state.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { ContactAgent } from '../inquiries/components.tsx'
import { AddReviewDialog } from '../reviews/components.tsx'
import { ViewingSlotPicker } from '../viewings/components.tsx'
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
  const t = useT('listing')
  if (isOwnListing) {
    return (
      <p className="text-base-content/80">
        {messageWith((marks) => t('contact.ownListing', marks), {
          leads: (
            <Link to={dashboardPaths.leads} className="link">
              {t('contact.leads')}
            </Link>
          ),
        })}
      </p>
    )
  }
  // The form, or for a person already in touch the way to that conversation (features/inquiries), in the page
  // the server sends: it posts to the listing route's action, so it works before the page's scripts run.
  return (
    <Suspense fallback={<LoadingState label={t('contact.loading')} />}>
      <ContactAgent propertyId={propertyId} agentName={agentName} conversationId={conversationId} />
    </Suspense>
  )
}

/** What the listing's own agent reads where a buyer reads how to make an offer: where the answers arrive. */
function OwnListingNote({ listingType }: { listingType: 'sale' | 'rent' }) {
  const t = useT('listing')
  return (
    <p className="text-sm text-base-content/70">
      {messageWith((marks) => t('own.arrive', { kind: listingType, ...marks }), {
        place: (
          <Link
            to={listingType === 'rent' ? dashboardPaths.applications : dashboardPaths.requestedProperties}
            className="link"
          >
            {t(listingType === 'rent' ? 'own.applications' : 'own.offersReceived')}
          </Link>
        ),
      })}
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
  const t = useT('listing')
  if (isLet) return <p className="text-sm text-base-content/70">{t('rent.let')}</p>
  if (!isUser) return <p className="text-sm text-base-content/70">{t('rent.renters')}</p>
  return (
    <Link to={dashboardPaths.applyForRental(propertyId)} className="btn btn-primary">
      {t('rent.apply')}
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
  const t = useT('listing')
  const refusal = noOfferCause(p)
  if (refusal) return <p className="text-sm text-base-content/70">{t(`noOffer.${refusal}`)}</p>
  if (pendingOffer) {
    return (
      <p className="text-sm text-base-content/70">
        {t('sale.pending', { amount: formatAmount(pendingOffer.offerAmount, p.currency) })}{' '}
        <Link to={dashboardPaths.makeOffer(p._id)} className="link">
          {t('sale.seeOrWithdraw')}
        </Link>
      </p>
    )
  }
  // An admin previewing a listing in review: buyers cannot reach it yet.
  if (p.verificationStatus !== 'verified')
    return <p className="text-sm text-base-content/70">{t('sale.onceVerified')}</p>
  if (!isUser) return <p className="text-sm text-base-content/70">{t('sale.buyers')}</p>
  return (
    <Link to={dashboardPaths.makeOffer(p._id)} className="btn btn-primary">
      {t('sale.makeOffer')}
    </Link>
  )
}

/** What people wrote about the home, newest first ('No reviews yet.' when none). */
function ReviewsSection({ read }: { read: ScreenRead<PublicReview[]> }) {
  const reviews = useScreenRead(read)
  const dates = useDateFormat()
  const t = useT('listing')
  return (
    <section aria-labelledby="property-reviews-title">
      <h2 id="property-reviews-title" className="mb-4 text-2xl font-bold">
        {t('reviews.title')}
      </h2>
      {reviews.isPending ? (
        <LoadingState label={t('reviews.loading')} />
      ) : reviews.data === undefined ? (
        <ErrorState message={t('reviews.error')} onRetry={reviews.refetch} />
      ) : reviews.data.length === 0 ? (
        <p className="text-base-content/70">{t('reviews.empty')}</p>
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

/**
 * What a listing's page shows, read by its route's loader: the listing, what the visitor did about it (null when
 * that could not be read: then no wishlist button is offered), and the sections that may fail on their own.
 */
export interface ListingRead {
  property: Property
  mine: MyPropertyState | null
  reviews: ScreenRead<PublicReview[]>
  history: ScreenRead<PriceChange[]>
  estimate: ScreenRead<PropertyEstimate>
}

/**
 * A listing's page, as its route's loader read it (`read`); the loader reads it again after each of its forms,
 * so a home saved, a review written or an open house scheduled shows as the server has it.
 */
export function PropertyDetailsPage({ id, read }: { id: string; read: ScreenRead<ListingRead> }) {
  const { state } = useAuth()
  const t = useT('listing')
  const common = useT('common')
  const areas = useAreaText()
  const isUser = state.status === 'signed-in' && state.role === 'user'
  const listing = useScreenRead(read)
  const mine = listing.data?.mine
  const wishlistEntryId = mine?.wishlistEntryId
  const myReview = mine?.review
  useViewBeacon(id, listing.data !== undefined)
  // The dialog (and its form's code) loads when first opened, and then stays, keeping what was typed. Without
  // scripts the button asks for the page with `?review`, which renders it open.
  const [params] = useSearchParams()
  const [reviewing, setReviewing] = useState<boolean | null>(params.has('review') || null)

  const onOpenReview = (event: MouseEvent) => {
    event.preventDefault()
    if (!isUser) return void showAccessDenied(t('review.onlyUsers'))
    setReviewing(true)
  }
  const reviewTitle = myReview ? t('review.edit') : t('review.add')

  if (listing.isPending) return <LoadingState label={t('loading')} />
  if (listing.data === undefined) return <ErrorState message={t('error')} onRetry={listing.refetch} />
  const { property: p, reviews, history, estimate } = listing.data
  const text = listingText(p)
  const agentName = p.agentName ?? common('card.unknownAgent')
  const isOwnListing = state.status === 'signed-in' && p.agentEmail === state.user.email
  const canContact = state.status === 'signed-in' && (state.role === 'user' || state.role === 'agent')
  const onMarket = !p.isSold && !p.isLet
  const canSchedule = isOwnListing && p.verificationStatus === 'verified' && onMarket

  return (
    <PageWidth className="py-10">
      <article className="grid gap-8 lg:grid-cols-2">
        <PhotoGallery
          title={text.title}
          images={p.images}
          badge={
            (p.isSold || p.isLet) && (
              <span className="badge badge-info badge-lg absolute start-4 top-4">
                {common(p.isLet ? 'sale.let' : 'sale.sold')}
              </span>
            )
          }
        />
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-3xl font-bold wrap-anywhere">{text.title}</h1>
            <StatusBadge status={p.verificationStatus} />
            <SaleBadge state={saleStateOf(p)} />
          </div>
          <p className="text-lg text-base-content/80">{p.location}</p>
          <PriceRange
            className="text-xl"
            listing={p}
            priceDrop={p.priceDrop}
            perMonth={p.listingType === 'rent'}
            estimate={<ListingPriceEstimate listing={p} showDate />}
          />
          <ul className="flex flex-wrap gap-2 text-sm">
            <li className="badge badge-outline">{t(`category.${p.category}`)}</li>
            <li className="badge badge-outline">{t('listingType', { kind: p.listingType })}</li>
            {/* No bedrooms is a studio in a home; an office has no bedrooms to speak of. */}
            {p.bedrooms !== null && !(p.bedrooms === 0 && p.category === 'Office') && (
              <li className="badge badge-outline">
                {p.bedrooms === 0 ? t('studio') : t('bedrooms', { count: p.bedrooms })}
              </li>
            )}
            {p.bathrooms !== null && (
              <li className="badge badge-outline">{t('bathrooms', { count: p.bathrooms })}</li>
            )}
            {p.livingArea !== null && (
              <li className="badge badge-outline">{areas.area(p.livingArea, p.areaUnit)}</li>
            )}
          </ul>
          {text.description && <p className="whitespace-pre-line wrap-anywhere">{text.description}</p>}
          <PropertyFacts p={p} />
          <div className="flex items-center gap-3">
            <Avatar src={p.agentImage} name={agentName} />
            <div>
              <p className="text-sm text-base-content/70">{t('agent')}</p>
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
            <SaleAction property={p} isUser={isUser} pendingOffer={mine?.pendingOffer} />
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
              conversationId={mine?.inquiryId}
            />
          ),
          (p.openHouses.length > 0 || canSchedule) && (
            <OpenHousesSection key="open-houses" openHouses={p.openHouses} canSchedule={canSchedule} />
          ),
          isUser && onMarket && (
            <Suspense key="viewing" fallback={<LoadingState label={t('viewing.loading')} />}>
              <ViewingSlotPicker propertyId={p._id} />
            </Suspense>
          ),
        ]}
        record={[
          p.listingType === 'sale' && !p.isSold && p.priceLow !== null && (
            <MortgageCalculator key="mortgage" price={p.priceLow} currency={p.currency} />
          ),
          <Suspense key="estimate" fallback={null}>
            <EstimateSection read={estimate} currency={p.currency} />
          </Suspense>,
          <Suspense key="price-history" fallback={null}>
            <PriceHistorySection read={history} currency={p.currency} />
          </Suspense>,
          <ReviewsSection key="reviews" read={reviews} />,
        ]}
      />

      {reviewing !== null && (
        <Suspense fallback={null}>
          <AddReviewDialog existing={myReview} open={reviewing} onClose={() => setReviewing(false)} />
        </Suspense>
      )}
    </PageWidth>
  )
}
