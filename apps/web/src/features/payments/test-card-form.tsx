import { useState } from 'react'
import { FormField } from '../auth/form-field.tsx'
import { confirmTestCard } from './api.ts'

/**
 * The built-in test gateway's card form, used when the server has no Stripe keys. It takes Stripe's test
 * cards only (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined).
 */
export function TestCardForm({
  clientSecret,
  payLabel,
  onPaid,
  onFailed,
}: {
  clientSecret: string
  payLabel: string
  onPaid: (paymentIntentId: string) => Promise<void>
  onFailed: (message: string) => void
}) {
  const [cardNumber, setCardNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [processing, setProcessing] = useState(false)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setProcessing(true)
    try {
      const { paymentIntentId } = await confirmTestCard({ clientSecret, cardNumber, expiry, cvc })
      await onPaid(paymentIntentId)
    } catch (error) {
      onFailed((error as Error).message)
    } finally {
      setProcessing(false)
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card details">
      <p className="alert alert-info alert-soft text-sm">
        Test mode: use card 4242 4242 4242 4242 with any future expiry and any CVC.
      </p>
      <FormField id="card-number" label="Card number" error={undefined}>
        <input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          className="input w-full"
          required
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="card-expiry" label="Expiry (MM/YY)" error={undefined}>
          <input
            id="card-expiry"
            autoComplete="cc-exp"
            placeholder="12/30"
            className="input w-full"
            required
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
          />
        </FormField>
        <FormField id="card-cvc" label="CVC" error={undefined}>
          <input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className="input w-full"
            required
            value={cvc}
            onChange={(event) => setCvc(event.target.value)}
          />
        </FormField>
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={processing}>
        {processing ? 'Processing...' : payLabel}
      </button>
    </form>
  )
}
