import type { ActionFunctionArgs } from 'react-router'
import { paymentCardAction } from '../features/payments/payment-actions.server.ts'

// The payment page's card steps, made by the hydrated page (the provider's script, or the test gateway's card
// form standing in for it, only runs there): the payment intent made once the page opened, and the test card
// paid. No loader's data changes with them (the page records the payment through its own action), so the page's
// loaders do not run again after them. The API checks the session and that the offer is the caller's.

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  paymentCardAction(request, context, params.offerId ?? '')
