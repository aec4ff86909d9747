import type { PaymentQuote } from '@keyhaven/contract'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { fireDialog } from '../../lib/dialogs.ts'
import { type ActionFormState, useActionForm } from '../../lib/forms/action-form.tsx'
import { IN_PLACE_FIELD, isFailure } from '../../lib/forms/outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePaymentIntent } from './api.ts'
import { TestCardForm } from './test-card-form.tsx'

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'))

/**
 * The payment of an accepted offer: the route's loader reads what is paid; the card is taken by the payment
 * provider's script, which only runs in the page (it holds the card, never the app), so this page needs its
 * scripts (the payment intent it takes is made once the page opened, routes/dashboard.payment-card.ts). Once
 * the provider says the card was charged, the payment is recorded through the route's action
 * (payment-actions.server.ts).
 */
export function PaymentPage({ read, offerId }: { read: ScreenRead<PaymentQuote>; offerId: string }) {
  const shown = useScreenRead(read)
  const t = useT('buying')
  const navigate = useNavigate()
  // The charged payment recorded through the route's action; then the product's dialog says what was paid. The
  // page holds it: its loader reads the offer paid with the answer, and the card form leaves.
  const recording = useActionForm({
    intent: 'record',
    onDone: async ({ to, result }) => {
      await fireDialog({
        icon: 'success',
        title: t('payment.successful'),
        html: `<p>${t('payment.transactionId')} <strong>${result?.transactionId}</strong></p><p>${t('payment.amount')} <strong>${result?.amount}</strong></p>`,
      })
      await navigate(to)
    },
  })
  const quote = shown.data
  const payable = quote?.status === 'accepted' && !quote.transactionId

  if (shown.isPending) return <LoadingState label={t('payment.loading')} />
  if (!quote) return <ErrorState message={t('payment.error')} onRetry={shown.refetch} />
  const { title, offerAmount, currency, transactionId } = quote

  if (!payable) {
    return (
      <section className="mx-auto max-w-lg space-y-4 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p>
          {transactionId
            ? t('payment.paid', { transactionId })
            : quote.status === 'expired'
              ? t('payment.expired')
              : t('payment.notPayable')}
        </p>
        <Link to={dashboardPaths.propertyBought} className="btn btn-primary">
          {t('payment.back')}
        </Link>
      </section>
    )
  }
  return (
    <CardPayment
      offerId={offerId}
      title={title}
      amount={formatAmount(offerAmount, currency)}
      recording={recording}
    />
  )
}

/** The card form of the provider the server runs, with the payment intent made for it once the page opened. */
function CardPayment({
  offerId,
  title,
  amount,
  recording,
}: {
  offerId: string
  title: string
  amount: string
  recording: ActionFormState
}) {
  const t = useT('buying')
  const [declined, setDeclined] = useState<string | null>(null)
  const { intent, failed, retry } = usePaymentIntent(offerId)
  const onPaid = async (paymentIntentId: string) => {
    setDeclined(null)
    await recording.fetcher.submit(
      { intent: 'record', transactionId: paymentIntentId, [IN_PLACE_FIELD]: '' },
      { method: 'post' },
    )
  }
  // Said once, where the card form is, in the provider's words.
  const onFailed = (message: string) => setDeclined(message)
  // A refusal of the record: the page has no field to show it beside, so it is said with the provider's.
  const refused = isFailure(recording.outcome)
    ? (recording.outcome.failure ?? Object.values(recording.outcome.fields)[0])
    : undefined
  const failure = declined ?? refused
  const payLabel = t('payment.pay', { amount })

  return (
    <section aria-labelledby="payment-title" className="mx-auto max-w-lg">
      <h1 id="payment-title" className="mb-2 text-2xl font-bold">
        {payLabel}
      </h1>
      <p className="mb-6 text-base-content/70">{t('payment.for', { title })}</p>
      {failure && (
        <div role="alert" className="alert alert-error alert-soft mb-4 flex-col items-start gap-1">
          <p className="font-bold">{t('payment.failed')}</p>
          <p>{failure}</p>
        </div>
      )}
      {failed !== undefined ? (
        <ErrorState message={t('payment.notStarted', { reason: failed })} onRetry={retry} />
      ) : !intent ? (
        <LoadingState label={t('payment.preparing')} />
      ) : intent.gateway === 'stripe' && intent.publishableKey ? (
        <Suspense fallback={<LoadingState label={t('payment.loadingCard')} />}>
          <StripeCardForm
            publishableKey={intent.publishableKey}
            clientSecret={intent.clientSecret}
            payLabel={payLabel}
            onPaid={onPaid}
            onFailed={onFailed}
          />
        </Suspense>
      ) : (
        <TestCardForm
          offerId={offerId}
          clientSecret={intent.clientSecret}
          payLabel={payLabel}
          onPaid={onPaid}
          onFailed={onFailed}
        />
      )}
    </section>
  )
}
