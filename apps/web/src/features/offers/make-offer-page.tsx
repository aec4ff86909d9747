import { buyingDateProblem, MAX_BUYING_DATE_DAYS, offerAmountProblem } from '@keyhaven/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useNavigate, useParams } from 'react-router'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ApiError, isNotFound } from '../../lib/api-client.ts'
import { dialog } from '../../lib/dialogs.ts'
import { noOfferReason } from '../../lib/sale-state.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { FormField, ReadOnlyField } from '../auth/form-field.tsx'
import { propertyQuery } from '../properties/api.ts'
import { PropertyNotFound } from '../properties/property-not-found.tsx'
import { makeOffer } from './api.ts'

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The spec passes the wishlist item as navigation state; this page reads the listing itself, so a reload or a
 * shared link works too, and the range checked is the listing's current one.
 */
export function MakeOfferPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { state } = useAuth()
  const property = useQuery(propertyQuery(id))
  const [amount, setAmount] = useState('')
  const [buyingDate, setBuyingDate] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({})
  const [submitting, setSubmitting] = useState(false)

  if (property.isPending) return <LoadingState label="Loading property..." />
  if (property.isError) {
    if (isNotFound(property.error)) return <PropertyNotFound />
    return <ErrorState message="We could not load this property." onRetry={() => property.refetch()} />
  }
  const p = property.data
  const refusal = noOfferReason(p)
  if (refusal) {
    return (
      <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
        <title>Make an Offer · Keyhaven</title>
        <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
          Make an Offer
        </h1>
        <p role="note" className="alert alert-info">
          {p.listingType === 'rent' ? `${p.title} is for rent. ${refusal}` : `${p.title}: ${refusal}`}
        </p>
      </section>
    )
  }
  const buyer = state.status === 'signed-in' ? state.user : { name: '', email: '' }
  const today = new Date()
  const latest = new Date(today.getTime() + MAX_BUYING_DATE_DAYS * 24 * 60 * 60 * 1000)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const next: typeof errors = {}
    if (!amount.trim()) next.amount = 'Offer amount is required'
    if (!buyingDate) next.date = 'Buying date is required'
    else next.date = buyingDateProblem(buyingDate) ?? undefined
    setErrors(next)
    if (next.amount || next.date) return
    const value = Number(amount)
    const problem = Number.isFinite(value)
      ? offerAmountProblem(value, p.priceLow, p.priceHigh)
      : 'Offer amount must be a number'
    if (problem) {
      await dialog.fire({ icon: 'error', title: 'Invalid Offer', text: problem })
      return
    }
    setSubmitting(true)
    try {
      await makeOffer({ propertyId: p._id, offerAmount: Math.round(value * 100) / 100, buyingDate })
      await queryClient.invalidateQueries({ queryKey: ['offers'] })
      toast.success('Offer sent! The agent will accept or reject it.')
      navigate('/dashboard/property-bought')
    } catch (error) {
      // A problem with one field (a date that passed meanwhile, an amount) is shown at that field.
      if (error instanceof ApiError && (error.field === 'buyingDate' || error.field === 'offerAmount')) {
        setErrors({ [error.field === 'buyingDate' ? 'date' : 'amount']: error.detail })
      } else {
        await dialog.fire({ icon: 'error', title: 'Something went wrong!', text: (error as Error).message })
      }
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <section aria-labelledby="make-offer-title" className="mx-auto max-w-3xl">
      <title>Make an Offer · Keyhaven</title>
      <h1 id="make-offer-title" className="mb-6 text-2xl font-bold">
        Make an Offer
      </h1>
      <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <ReadOnlyField id="offer-title" label="Property title" value={p.title} />
        <ReadOnlyField id="offer-location" label="Location" value={p.location} />
        <ReadOnlyField id="offer-agent" label="Agent name" value={p.agentName ?? 'Unknown'} />
        <ReadOnlyField id="offer-range" label="Price range" value={p.priceRange} />
        <ReadOnlyField id="offer-buyer-name" label="Buyer name" value={buyer.name} />
        <ReadOnlyField id="offer-buyer-email" label="Buyer email" value={buyer.email} />
        <FormField
          id="offer-amount"
          label="Offer amount"
          error={errors.amount ? { type: 'validate', message: errors.amount } : undefined}
        >
          <input
            id="offer-amount"
            type="number"
            step="0.01"
            min={p.priceLow}
            max={p.priceHigh}
            required
            className="input w-full"
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'offer-amount-error' : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
        <FormField
          id="offer-date"
          label="Buying date"
          error={errors.date ? { type: 'validate', message: errors.date } : undefined}
        >
          <input
            id="offer-date"
            type="date"
            required
            min={isoDate(today)}
            max={isoDate(latest)}
            className="input w-full"
            value={buyingDate}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? 'offer-date-error' : undefined}
            onChange={(event) => setBuyingDate(event.target.value)}
          />
        </FormField>
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? 'Sending...' : 'Offer'}
          </button>
        </div>
      </form>
    </section>
  )
}
