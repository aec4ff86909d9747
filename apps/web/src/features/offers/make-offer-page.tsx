import { MAX_BUYING_DATE_DAYS, type MyPropertyState, type Property } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link, useParams } from 'react-router'
import { InputField, ReadOnlyField } from '../../components/form-field.tsx'
import { OfferedListingFields } from '../../components/offered-listing-fields.tsx'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { isNotFound } from '../../lib/api-client.ts'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { noOfferCause } from '../../lib/sale-state.ts'
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
  const t = useT('buying')

  if (property.isPending || mine.isPending) return <LoadingState label={t('offer.loading')} />
  if (mine.isError) {
    return <ErrorState message={t('offer.mineError')} onRetry={() => mine.refetch()} />
  }
  if (property.isError) {
    if (isNotFound(property.error)) return <PropertyNotFound />
    return <ErrorState message={t('offer.error')} onRetry={() => property.refetch()} />
  }
  const p = property.data
  const refusal = noOfferCause(p)
  if (refusal) {
    return (
      <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
        <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
          {t('offer.title')}
        </h1>
        <p role="note" className="alert alert-info">
          {t(`offer.refused.${refusal}`, { title: p.title })}
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
  const t = useT('buying')
  const updateMine = useUpdateMyProperty(p._id)
  const withdrawal = useWithdrawOffer({
    onSuccess: () => {
      void updateMine({ pendingOffer: null })
      toast.success(t('offer.withdrawn'))
    },
    onError: (error) => toast.error(t('offer.notWithdrawn', { reason: error.message })),
  })
  const onWithdraw = async () => {
    const confirmed = await confirmDanger(
      t('offer.withdrawConfirm'),
      t('offer.withdrawText', { title: p.title, amount: formatAmount(offer.offerAmount, p.currency) }),
      t('offer.withdrawYes'),
    )
    if (confirmed) withdrawal.mutate({ _id: offer._id })
  }
  return (
    <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
      <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
        {t('offer.title')}
      </h1>
      <div className="card card-border bg-base-100">
        <div className="card-body gap-3">
          <h2 className="card-title">{t('offer.pending', { title: p.title })}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            <dt className="text-base-content/70">{t('offer.amount')}</dt>
            <dd className="font-medium">{formatAmount(offer.offerAmount, p.currency)}</dd>
            <dt className="text-base-content/70">{t('offer.buyingDate')}</dt>
            <dd>{dates.date(offer.buyingDate)}</dd>
            <dt className="text-base-content/70">{t('offer.madeOn')}</dt>
            <dd>{dates.date(offer.createdAt)}</dd>
          </dl>
          <p className="text-base-content/80">{t('offer.notAnswered')}</p>
          <div className="card-actions">
            <button
              type="button"
              className="btn btn-error btn-outline"
              onClick={onWithdraw}
              disabled={withdrawal.isPending}
            >
              {withdrawal.isPending ? t('offer.withdrawing') : t('offer.withdraw')}
            </button>
            <Link to={dashboardPaths.propertyBought} className="btn btn-ghost">
              {t('offer.myOffers')}
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
  const t = useT('buying')
  const form = useActionForm({ intent: 'offer' })
  const amount = form.field('offerAmount', 'offer-amount')
  const date = form.field('buyingDate', 'offer-date')

  return (
    <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
      <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
        {t('offer.title')}
      </h1>
      {/* noValidate: the server's check says what the product says of each field (lib/forms). */}
      <ActionForm form={form} noValidate className="grid gap-4 md:grid-cols-2">
        <OfferedListingFields idPrefix="offer" listing={p} priceLabel={t('offer.priceRange')} />
        <ReadOnlyField id="offer-buyer-name" label={t('offer.buyerName')} value={buyer.name} />
        <ReadOnlyField id="offer-buyer-email" label={t('offer.buyerEmail')} value={buyer.email} />
        <InputField
          label={t('offer.offerAmount')}
          error={amount.error}
          type="number"
          required
          step="0.01"
          min={p.priceLow ?? undefined}
          max={p.priceHigh ?? undefined}
          {...amount.input}
        />
        <InputField
          label={t('offer.buyingDate')}
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
            {form.busy ? t('offer.sending') : t('offer.send')}
          </button>
        </div>
      </ActionForm>
    </section>
  )
}
