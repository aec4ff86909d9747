import type { PaymentIntent } from '@keyhaven/contract'
import { useEffect, useEffectEvent, useRef } from 'react'
import { useFetcher } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'

/** The payment intent made for the page (`intent`), or why it was not (`failed`, the sentence the page shows). */
export type PaymentIntentAnswer = { intent: PaymentIntent } | { failed: string }

// One intent per offer opened, keyed by it: a render, React's StrictMode's second effect or a remount of the
// form reads the same post and its answer.
const intentKey = (offerId: string) => `payment-intent:${offerId}`

/**
 * The payment intent of an accepted offer, made once the payment page opens, for the payment provider's script
 * there, which takes the card with the intent's client secret. The hydrated page posts once to the card steps'
 * resource route (routes/dashboard.payment-card.ts), which makes it as the visitor with the offer's own amount
 * and checks the API's answer with the contract; the page's loaders do not run again for it (a loader would make
 * another intent after every post). `retry` asks again after a failure.
 */
export function usePaymentIntent(offerId: string) {
  const fetcher = useFetcher<PaymentIntentAnswer>({ key: intentKey(offerId) })
  const start = useEffectEvent(() =>
    fetcher.submit(
      { intent: 'start' },
      { method: 'post', action: dashboardPaths.paymentCard(offerId), defaultShouldRevalidate: false },
    ),
  )
  const asked = useRef<string | null>(null)
  const answered = fetcher.data !== undefined
  useEffect(() => {
    // Once per offer: StrictMode runs this effect twice with the same ref; an answer already here is kept.
    if (asked.current === offerId || answered) return
    asked.current = offerId
    void start()
  }, [offerId, answered])
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  return {
    intent: answer && 'intent' in answer ? answer.intent : undefined,
    failed: answer && 'failed' in answer ? answer.failed : undefined,
    retry: () => void start(),
  }
}
