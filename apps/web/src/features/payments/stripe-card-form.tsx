import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useState } from 'react'
import { useT } from '../../lib/i18n/use-t.ts'

const stripes = new Map<string, Promise<Stripe | null>>()

interface Props {
  publishableKey: string
  clientSecret: string
  payLabel: string
  onPaid: (paymentIntentId: string) => Promise<void>
  onFailed: (message: string) => void
}

/** Stripe Elements' card field; loaded only when the server runs the Stripe gateway. */
export default function StripeCardForm(props: Props) {
  let stripe = stripes.get(props.publishableKey)
  if (!stripe) {
    stripe = loadStripe(props.publishableKey)
    stripes.set(props.publishableKey, stripe)
  }
  return (
    <Elements stripe={stripe}>
      <CardForm {...props} />
    </Elements>
  )
}

function CardForm({ clientSecret, payLabel, onPaid, onFailed }: Props) {
  const stripe = useStripe()
  const elements = useElements()
  const t = useT('buying')
  const [processing, setProcessing] = useState(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const card = elements?.getElement(CardElement)
    if (!stripe || !card) return
    setProcessing(true)
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card },
      })
      if (error) onFailed(error.message ?? t('payment.notCompleted'))
      else if (paymentIntent?.status === 'succeeded') await onPaid(paymentIntent.id)
      else onFailed(t('payment.status', { status: paymentIntent?.status ?? 'incomplete' }))
    } catch (error) {
      onFailed((error as Error).message)
    } finally {
      setProcessing(false)
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t('payment.cardDetails')}>
      <div className="rounded-box border border-base-300 p-4">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={!stripe || processing}>
        {processing ? t('payment.processing') : payLabel}
      </button>
    </form>
  )
}
