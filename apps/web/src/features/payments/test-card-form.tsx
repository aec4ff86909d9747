import { useEffect, useRef, useState } from 'react'
import { InputField } from '../../components/form-field.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { isDone, isFailure } from '../../lib/forms/outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** Digits only, grouped by four as on the card. */
const formatCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** The card fields a refusal is shown beside; any other problem (the client secret) is the form's own. */
const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc']

/**
 * The built-in test gateway's card form, used when the server has no Stripe keys. It takes Stripe's test
 * cards only (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined). It posts to the card steps'
 * resource route (routes/dashboard.payment-card.ts), which checks the card with the contract on the server (each
 * problem beside its field) and pays it with the gateway; a paid card's payment intent is then recorded by the
 * page (onPaid), and the gateway's refusal said where the provider's script says its own (onFailed). The
 * browser's own constraints only stop typing past a field's length: the form is `noValidate`, so the
 * contract's messages are the ones shown.
 */
export function TestCardForm({
  offerId,
  clientSecret,
  payLabel,
  onPaid,
  onFailed,
}: {
  offerId: string
  clientSecret: string
  payLabel: string
  onPaid: (paymentIntentId: string) => Promise<void>
  onFailed: (message: string) => void
}) {
  const t = useT('buying')
  // The page's loaders hold nothing the card changes: the page records the payment through its own action.
  const form = useActionForm({ intent: 'test-card', revalidate: false })
  const [recording, setRecording] = useState(false)

  // Once per answer: a paid card is recorded, the gateway's refusal said.
  const handled = useRef<unknown>(undefined)
  const latest = useRef({ onPaid, onFailed })
  latest.current = { onPaid, onFailed }
  const answer = form.fetcher.data
  useEffect(() => {
    if (!answer || handled.current === answer) return
    handled.current = answer
    if (isDone(answer) && answer.result?.paymentIntentId) {
      setRecording(true)
      void latest.current.onPaid(answer.result.paymentIntentId).finally(() => setRecording(false))
    } else if (isFailure(answer)) {
      const unshown = Object.entries(answer.fields).find(([name]) => !CARD_FIELDS.includes(name))?.[1]
      const failure = answer.failure ?? unshown
      if (failure) latest.current.onFailed(failure)
    }
  }, [answer])

  const cardNumber = form.field('cardNumber', 'card-number')
  const expiry = form.field('expiry', 'card-expiry')
  const cvc = form.field('cvc', 'card-cvc')
  const busy = form.busy || recording

  return (
    <ActionForm
      form={form}
      action={dashboardPaths.paymentCard(offerId)}
      noValidate
      className="space-y-4"
      aria-label={t('payment.cardDetails')}
    >
      <input type="hidden" name="intent" value="test-card" />
      <input type="hidden" name="clientSecret" value={clientSecret} />
      <p className="alert alert-info alert-soft text-sm">{t('payment.testMode')}</p>
      <InputField
        label={t('payment.cardNumber')}
        error={cardNumber.error}
        {...cardNumber.input}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        // 19 digits and the spaces between their groups of four.
        maxLength={23}
        onChange={(event) => {
          event.target.value = formatCardNumber(event.target.value)
        }}
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          label={t('payment.expiry')}
          error={expiry.error}
          {...expiry.input}
          required
          autoComplete="cc-exp"
          placeholder="12/30"
          maxLength={7}
        />
        <InputField
          label={t('payment.cvc')}
          error={cvc.error}
          {...cvc.input}
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? t('payment.processing') : payLabel}
      </button>
    </ActionForm>
  )
}
