import { zodResolver } from '@hookform/resolvers/zod'
import {
  buyingDateProblem,
  MAX_BUYING_DATE_DAYS,
  type MyPropertyState,
  offerAmountProblem,
  offerInputSchema,
  type Property,
} from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link, useNavigate, useParams } from 'react-router'
import type { z } from 'zod'
import { InputField, ReadOnlyField } from '../../components/form-field.tsx'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ApiError, isNotFound } from '../../lib/api-client.ts'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmChange, confirmDanger, fireDialog } from '../../lib/dialogs.ts'
import { noOfferReason } from '../../lib/sale-state.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { myPropertyQuery, propertyQuery, useUpdateMyProperty } from '../properties/api.ts'
import { useMakeOffer, useWithdrawOffer } from './api.ts'

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/** The two fields a buyer fills, checked as the server checks them (a date ahead, within the limit). */
const offerFormSchema = offerInputSchema
  .pick({ offerAmount: true, buyingDate: true })
  .superRefine(({ buyingDate }, ctx) => {
    const problem = buyingDateProblem(buyingDate)
    if (problem) ctx.addIssue({ code: 'custom', path: ['buyingDate'], message: problem })
  })
type OfferFormValues = z.input<typeof offerFormSchema>

/**
 * The original product passes the wishlist item as navigation state; this page reads the listing itself, so a reload or a
 * shared link works too, and the range checked is the listing's current one.
 */
export function MakeOfferPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { state } = useAuth()
  const property = useQuery(propertyQuery(id))
  const mine = useQuery(myPropertyQuery(id))

  if (property.isPending || mine.isPending) return <LoadingState label="Loading property..." />
  if (mine.isError) {
    return (
      <ErrorState message="We could not load your offers on this property." onRetry={() => mine.refetch()} />
    )
  }
  if (property.isError) {
    if (isNotFound(property.error)) return <PropertyNotFound />
    return <ErrorState message="We could not load this property." onRetry={() => property.refetch()} />
  }
  const p = property.data
  const refusal = noOfferReason(p)
  if (refusal) {
    return (
      <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
        <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
          Make an Offer
        </h1>
        <p role="note" className="alert alert-info">
          {p.listingType === 'rent' ? `${p.title} is for rent. ${refusal}` : `${p.title}: ${refusal}`}
        </p>
      </section>
    )
  }
  if (mine.data.pendingOffer) return <PendingOffer property={p} offer={mine.data.pendingOffer} />
  const buyer = state.status === 'signed-in' ? state.user : { name: '', email: '' }
  return <OfferForm property={p} buyer={buyer} onSent={() => navigate(dashboardPaths.propertyBought)} />
}

/** One pending offer per buyer and home: the buyer sees it, and may withdraw it to make another. */
function PendingOffer({
  property: p,
  offer,
}: {
  property: Property
  offer: NonNullable<MyPropertyState['pendingOffer']>
}) {
  const dates = useDateFormat()
  const updateMine = useUpdateMyProperty(p._id)
  const withdrawal = useWithdrawOffer({
    onSuccess: () => {
      void updateMine({ pendingOffer: null })
      toast.success('Your offer has been withdrawn.')
    },
    onError: (error) => toast.error(`Failed to withdraw the offer. ${error.message}`),
  })
  const onWithdraw = async () => {
    const confirmed = await confirmDanger(
      'Withdraw this offer?',
      `The agent of ${p.title} will no longer see your offer of ${formatAmount(offer.offerAmount, p.currency)}. You can make a new one later.`,
      'Yes, withdraw it',
    )
    if (confirmed) withdrawal.mutate({ _id: offer._id })
  }
  return (
    <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
      <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
        Make an Offer
      </h1>
      <div className="card card-border bg-base-100">
        <div className="card-body gap-3">
          <h2 className="card-title">Your offer on {p.title} is pending</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            <dt className="text-base-content/70">Amount</dt>
            <dd className="font-medium">{formatAmount(offer.offerAmount, p.currency)}</dd>
            <dt className="text-base-content/70">Buying date</dt>
            <dd>{dates.date(offer.buyingDate)}</dd>
            <dt className="text-base-content/70">Made on</dt>
            <dd>{dates.date(offer.createdAt)}</dd>
          </dl>
          <p className="text-base-content/80">
            The agent has not answered yet. You can withdraw it and make a new offer, or wait for their answer
            in My Offers.
          </p>
          <div className="card-actions">
            <button
              type="button"
              className="btn btn-error btn-outline"
              onClick={onWithdraw}
              disabled={withdrawal.isPending}
            >
              {withdrawal.isPending ? 'Withdrawing...' : 'Withdraw'}
            </button>
            <Link to={dashboardPaths.propertyBought} className="btn btn-ghost">
              My Offers
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}

function OfferForm({
  property: p,
  buyer,
  onSent,
}: {
  property: Property
  buyer: { name: string; email: string }
  onSent: () => void
}) {
  const dates = useDateFormat()
  const today = new Date()
  const latest = new Date(today.getTime() + MAX_BUYING_DATE_DAYS * 24 * 60 * 60 * 1000)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OfferFormValues>({ resolver: zodResolver(offerFormSchema) })
  const offer = useMakeOffer({
    onSuccess: () => {
      toast.success('Offer sent! The agent will accept or reject it.')
      onSent()
    },
    onError: (error) => {
      // A problem with one field (a date that passed meanwhile, an amount) is shown at that field.
      if (error instanceof ApiError && (error.field === 'buyingDate' || error.field === 'offerAmount')) {
        setError(error.field, { message: error.detail })
      } else {
        void fireDialog({ icon: 'error', title: 'Something went wrong!', text: error.message })
      }
    },
  })

  const submit = async ({ offerAmount, buyingDate }: OfferFormValues) => {
    // Only a draft, which no buyer sees, lacks a price range.
    const problem =
      p.priceLow === null || p.priceHigh === null
        ? 'This property has no price range yet.'
        : offerAmountProblem(offerAmount, p.priceLow, p.priceHigh, p.currency)
    if (problem) return void (await fireDialog({ icon: 'error', title: 'Invalid Offer', text: problem }))
    const amount = Math.round(offerAmount * 100) / 100
    // An offer binds the buyer once accepted: what goes out is read back in words before it does.
    const confirmed = await confirmChange(
      `Offer ${formatAmount(amount, p.currency)} for ${p.title}?`,
      `You offer to buy ${p.title} (${p.location}) for ${formatAmount(amount, p.currency)}, buying on ` +
        `${dates.date(buyingDate)}. ${p.agentName ?? 'The agent'} accepts or rejects it; until then you can ` +
        'withdraw it. Once accepted, you pay for it by card from My Offers before its payment deadline.',
      'Yes, send the offer',
    )
    if (confirmed) offer.mutate({ propertyId: p._id, offerAmount: amount, buyingDate })
  }

  return (
    <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
      <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
        Make an Offer
      </h1>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 md:grid-cols-2">
        <ReadOnlyField id="offer-title" label="Property title" value={p.title} />
        <ReadOnlyField id="offer-location" label="Location" value={p.location} />
        <ReadOnlyField id="offer-agent" label="Agent name" value={p.agentName ?? 'Unknown'} />
        <ReadOnlyField id="offer-range" label="Price range" value={p.priceRange} />
        <ReadOnlyField id="offer-buyer-name" label="Buyer name" value={buyer.name} />
        <ReadOnlyField id="offer-buyer-email" label="Buyer email" value={buyer.email} />
        <InputField
          id="offer-amount"
          label="Offer amount"
          error={errors.offerAmount}
          type="number"
          step="0.01"
          min={p.priceLow ?? undefined}
          max={p.priceHigh ?? undefined}
          {...register('offerAmount', { valueAsNumber: true })}
        />
        <InputField
          id="offer-date"
          label="Buying date"
          error={errors.buyingDate}
          type="date"
          min={isoDate(today)}
          max={isoDate(latest)}
          {...register('buyingDate')}
        />
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={offer.isPending}>
            {offer.isPending ? 'Sending...' : 'Offer'}
          </button>
        </div>
      </form>
    </section>
  )
}
