import { screenMeta } from '../app/seo.ts'

export const meta = () => screenMeta('Payment')

export { PaymentPage as default } from '../features/payments/payment-page.tsx'
