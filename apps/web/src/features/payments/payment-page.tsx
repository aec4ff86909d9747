import { OFFER_EXPIRED_NOTE } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { configuredCurrency, formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { fireDialog } from '../../lib/dialogs.ts'
import { paymentIntentQuery, paymentQuoteQuery, useRecordPayment } from './api.ts'
import { TestCardForm } from './test-card-form.tsx'

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'))

export function PaymentPage() {
  const { offerId = '' } = useParams()
  const navigate = useNavigate()
  const recordPayment = useRecordPayment()
  const [failure, setFailure] = useState<string | null>(null)
  const quote = useQuery(paymentQuoteQuery(offerId))
  const payable = quote.data?.status === 'accepted' && !quote.data.transactionId
  const intent = useQuery({
    ...paymentIntentQuery(
      offerId,
      quote.data?.offerAmount ?? 0,
      quote.data?.currency ?? configuredCurrency(),
    ),
    enabled: payable,
  })

  if (quote.isPending) return <LoadingState label="Loading the payment..." />
  if (quote.isError)
    return <ErrorState message="We could not load this payment." onRetry={() => quote.refetch()} />
  const { title, offerAmount, currency, transactionId } = quote.data
  const amount = formatAmount(offerAmount, currency)

  if (!payable) {
    return (
      <section className="mx-auto max-w-lg space-y-4 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p>
          {transactionId
            ? `Paid. Transaction id: ${transactionId}`
            : quote.data.status === 'expired'
              ? OFFER_EXPIRED_NOTE
              : 'This offer cannot be paid: only an accepted offer can.'}
        </p>
        <Link to={dashboardPaths.propertyBought} className="btn btn-primary">
          Back to my offers
        </Link>
      </section>
    )
  }

  const onPaid = async (paymentIntentId: string) => {
    const record = await recordPayment.mutateAsync({ offerId, transactionId: paymentIntentId })
    await fireDialog({
      icon: 'success',
      title: 'Payment Successful!',
      html: `<p>Transaction id: <strong>${record.transactionId}</strong></p><p>Amount: <strong>${formatAmount(record.amount, record.currency)}</strong></p>`,
    })
    navigate(dashboardPaths.propertyBought)
  }
  // Said once, where the card form is, in the provider's words.
  const onFailed = (message: string) => setFailure(message)
  const payLabel = `Pay ${amount}`

  return (
    <section aria-labelledby="payment-title" className="mx-auto max-w-lg">
      <h1 id="payment-title" className="mb-2 text-2xl font-bold">
        {payLabel}
      </h1>
      <p className="mb-6 text-base-content/70">For {title}</p>
      {failure && (
        <div role="alert" className="alert alert-error alert-soft mb-4 flex-col items-start gap-1">
          <p className="font-bold">Payment Failed</p>
          <p>{failure}</p>
        </div>
      )}
      {intent.isPending ? (
        <LoadingState label="Preparing the payment..." />
      ) : intent.isError ? (
        <ErrorState
          message={`We could not start the payment: ${intent.error.message}`}
          onRetry={() => intent.refetch()}
        />
      ) : intent.data.gateway === 'stripe' && intent.data.publishableKey ? (
        <Suspense fallback={<LoadingState label="Loading the card form..." />}>
          <StripeCardForm
            publishableKey={intent.data.publishableKey}
            clientSecret={intent.data.clientSecret}
            payLabel={payLabel}
            onPaid={onPaid}
            onFailed={onFailed}
          />
        </Suspense>
      ) : (
        <TestCardForm
          clientSecret={intent.data.clientSecret}
          payLabel={payLabel}
          onPaid={onPaid}
          onFailed={onFailed}
        />
      )}
    </section>
  )
}
