import { MAX_BUYING_DATE_DAYS, type MyPropertyState, type Property } from '@keyhaven/contract'
import { Link } from 'react-router'
import { rowForm, type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { InputField, ReadOnlyField } from '../../components/form-field.tsx'
import { OfferedListingFields } from '../../components/offered-listing-fields.tsx'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, type ActionFormState, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { noOfferCause } from '../../lib/sale-state.ts'
import { useAuth } from '../auth/auth-context.tsx'
import type { fetchOfferedListing } from './api.ts'
import { decisionIntent } from './offer-decision-intents.ts'
import { WithdrawButton } from './withdraw-button.tsx'

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The original product passes the wishlist item as navigation state; this page's loader reads the listing
 * itself, so a reload or a shared link works too, and the range checked is the listing's current one.
 */
export function MakeOfferPage({
  read,
}: {
  read: ScreenRead<Awaited<ReturnType<typeof fetchOfferedListing>>>
}) {
  const { state } = useAuth()
  const shown = useScreenRead(read)
  const t = useT('buying')
  // A withdrawal made without scripts is told at the page's top: the pending offer, and its button, are gone.
  const posted = usePostedOutcome((intent) => intent.startsWith('withdraw:'))
  // The page, which stays, holds the withdrawal's form: the form comes back in the pending offer's place.
  const withdrawal = useActionForm({ intent: posted?.intent ?? 'none' })

  if (shown.isPending) return <LoadingState label={t('offer.loading')} />
  if (shown.notFound) return <PropertyNotFound />
  if (!shown.data) return <ErrorState message={t('offer.error')} onRetry={shown.refetch} />
  const { property: p, mine } = shown.data
  const refusal = noOfferCause(p)
  const buyer = state.status === 'signed-in' ? state.user : { name: '', email: '' }
  return (
    <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
      <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
        {t('offer.title')}
      </h1>
      <FormStatus outcome={posted} />
      {refusal ? (
        <p role="note" className="alert alert-info">
          {t(`offer.refused.${refusal}`, { title: p.title })}
        </p>
      ) : mine.pendingOffer ? (
        <PendingOffer property={p} offer={mine.pendingOffer} withdrawal={withdrawal} />
      ) : (
        <OfferForm property={p} buyer={buyer} />
      )}
    </section>
  )
}

/** One pending offer per buyer and home: the buyer sees it, and may withdraw it to make another. */
function PendingOffer({
  property: p,
  offer,
  withdrawal,
}: {
  property: Property
  offer: NonNullable<MyPropertyState['pendingOffer']>
  withdrawal: ActionFormState
}) {
  const dates = useDateFormat()
  const t = useT('buying')
  return (
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
          <WithdrawButton
            form={rowForm(withdrawal, decisionIntent('withdraw', offer._id), { offerId: offer._id })}
            offer={{ ...offer, title: p.title, currency: p.currency }}
            className="btn btn-error btn-outline"
          />
          <Link to={dashboardPaths.propertyBought} className="btn btn-ghost">
            {t('offer.myOffers')}
          </Link>
        </div>
      </div>
    </div>
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
    <>
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
    </>
  )
}
