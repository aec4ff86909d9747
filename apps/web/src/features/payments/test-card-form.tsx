import { zodResolver } from '@hookform/resolvers/zod'
import { testCardSchema } from '@keyhaven/contract'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { InputField } from '../../components/form-field.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { confirmTestCard } from './api.ts'

/** The card fields as the form holds them; the client secret travels beside them. */
const cardFieldsSchema = testCardSchema.omit({ clientSecret: true })
type CardFields = z.input<typeof cardFieldsSchema>

/** Digits only, grouped by four as on the card. */
const formatCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

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
  const t = useT('buying')
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardFields>({
    resolver: zodResolver(cardFieldsSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  })

  const submit = async (card: CardFields) => {
    try {
      const { paymentIntentId } = await confirmTestCard({ clientSecret, ...card })
      await onPaid(paymentIntentId)
    } catch (error) {
      // The provider's own sentence, without the name of the field the API puts first for its clients.
      onFailed(error instanceof ApiError ? error.detail : (error as Error).message)
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="space-y-4"
      aria-label={t('payment.cardDetails')}
    >
      <p className="alert alert-info alert-soft text-sm">{t('payment.testMode')}</p>
      <InputField
        id="card-number"
        label={t('payment.cardNumber')}
        error={errors.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        {...register('cardNumber', {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            event.target.value = formatCardNumber(event.target.value)
          },
        })}
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          id="card-expiry"
          label={t('payment.expiry')}
          error={errors.expiry}
          autoComplete="cc-exp"
          placeholder="12/30"
          {...register('expiry')}
        />
        <InputField
          id="card-cvc"
          label={t('payment.cvc')}
          error={errors.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          {...register('cvc')}
        />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? t('payment.processing') : payLabel}
      </button>
    </form>
  )
}
