export { PaymentPage as default } from '../features/payments/payment-page.tsx'
