import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { configuredCurrency, formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { fireDialog } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paymentIntentQuery, paymentQuoteQuery, useRecordPayment } from './api.ts'
import { TestCardForm } from './test-card-form.tsx'

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'))

export function PaymentPage() {
  const { offerId = '' } = useParams()
  const navigate = useNavigate()
  const t = useT('buying')
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

  if (quote.isPending) return <LoadingState label={t('payment.loading')} />
  if (quote.isError) return <ErrorState message={t('payment.error')} onRetry={() => quote.refetch()} />
  const { title, offerAmount, currency, transactionId } = quote.data
  const amount = formatAmount(offerAmount, currency)

  if (!payable) {
    return (
      <section className="mx-auto max-w-lg space-y-4 text-center">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p>
          {transactionId
            ? t('payment.paid', { transactionId })
            : quote.data.status === 'expired'
              ? t('payment.expired')
              : t('payment.notPayable')}
        </p>
        <Link to={dashboardPaths.propertyBought} className="btn btn-primary">
          {t('payment.back')}
        </Link>
      </section>
    )
  }

  const onPaid = async (paymentIntentId: string) => {
    const record = await recordPayment.mutateAsync({ offerId, transactionId: paymentIntentId })
    await fireDialog({
      icon: 'success',
      title: t('payment.successful'),
      html: `<p>${t('payment.transactionId')} <strong>${record.transactionId}</strong></p><p>${t('payment.amount')} <strong>${formatAmount(record.amount, record.currency)}</strong></p>`,
    })
    navigate(dashboardPaths.propertyBought)
  }
  // Said once, where the card form is, in the provider's words.
  const onFailed = (message: string) => setFailure(message)
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
      {intent.isPending ? (
        <LoadingState label={t('payment.preparing')} />
      ) : intent.isError ? (
        <ErrorState
          message={t('payment.notStarted', { reason: intent.error.message })}
          onRetry={() => intent.refetch()}
        />
      ) : intent.data.gateway === 'stripe' && intent.data.publishableKey ? (
        <Suspense fallback={<LoadingState label={t('payment.loadingCard')} />}>
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
