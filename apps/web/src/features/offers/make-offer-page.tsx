import { MAX_BUYING_DATE_DAYS, type MyPropertyState, type Property } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link, useParams } from 'react-router'
import { InputField, ReadOnlyField } from '../../components/form-field.tsx'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { isNotFound } from '../../lib/api-client.ts'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { noOfferReason } from '../../lib/sale-state.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { myPropertyQuery, propertyQuery, useUpdateMyProperty } from '../properties/api.ts'
import { useWithdrawOffer } from './api.ts'

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The original product passes the wishlist item as navigation state; this page reads the listing itself, so a reload or a
 * shared link works too, and the range checked is the listing's current one.
 */
export function MakeOfferPage() {
  const { id = '' } = useParams()
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
  return <OfferForm property={p} buyer={buyer} />
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

/**
 * The two fields a buyer fills, posted to the route's action (features/offers/offer-actions.server.ts), which
 * checks them, reads the offer back (asked with the app's dialog, or in the page without scripts) and sends it.
 */
function OfferForm({ property: p, buyer }: { property: Property; buyer: { name: string; email: string } }) {
  const today = new Date()
  const latest = new Date(today.getTime() + MAX_BUYING_DATE_DAYS * 24 * 60 * 60 * 1000)
  const form = useActionForm({ intent: 'offer' })
  const amount = form.field('offerAmount', 'offer-amount')
  const date = form.field('buyingDate', 'offer-date')

  return (
    <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
      <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
        Make an Offer
      </h1>
      {/* noValidate: the server's check says what the product says of each field (lib/forms). */}
      <ActionForm form={form} noValidate className="grid gap-4 md:grid-cols-2">
        <ReadOnlyField id="offer-title" label="Property title" value={p.title} />
        <ReadOnlyField id="offer-location" label="Location" value={p.location} />
        <ReadOnlyField id="offer-agent" label="Agent name" value={p.agentName ?? 'Unknown'} />
        <ReadOnlyField id="offer-range" label="Price range" value={p.priceRange} />
        <ReadOnlyField id="offer-buyer-name" label="Buyer name" value={buyer.name} />
        <ReadOnlyField id="offer-buyer-email" label="Buyer email" value={buyer.email} />
        <InputField
          label="Offer amount"
          error={amount.error}
          type="number"
          required
          step="0.01"
          min={p.priceLow ?? undefined}
          max={p.priceHigh ?? undefined}
          {...amount.input}
        />
        <InputField
          label="Buying date"
          error={date.error}
          type="date"
          required
          min={isoDate(today)}
          max={isoDate(latest)}
          {...date.input}
        />
        <div className="md:col-span-2">
          <FormStatus outcome={form.outcome} />
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? 'Sending...' : 'Offer'}
          </button>
        </div>
      </ActionForm>
    </section>
  )
}
