export { AwaitingPaymentPage as default } from '../features/offers/awaiting-payment-page.tsx'
