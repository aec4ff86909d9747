import type { Offer } from '@keyhaven/contract'
import { formatAmount } from '../../lib/currency.ts'
import { type ActionFormState, ButtonForm } from '../../lib/forms/action-form.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/**
 * Withdraw a pending offer: a form of the route's action (offer-actions.server.ts, withdrawOfferAction), which
 * asks first; the route's loader then reads the offers again.
 */
export function WithdrawButton({
  form,
  offer,
  className = 'btn btn-outline btn-error btn-sm',
  label,
}: {
  form: ActionFormState
  offer: Pick<Offer, '_id' | 'title' | 'offerAmount' | 'currency'>
  className?: string
  label?: string
}) {
  const t = useT('buying')
  return (
    <ButtonForm
      form={form}
      fields={{
        intent: 'withdraw',
        offerId: offer._id,
        title: offer.title,
        amount: formatAmount(offer.offerAmount, offer.currency),
      }}
      className={className}
      label={label}
    >
      {form.busy ? t('offer.withdrawing') : t('offer.withdraw')}
    </ButtonForm>
  )
}
