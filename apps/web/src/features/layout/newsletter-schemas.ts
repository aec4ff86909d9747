export { newsletterSignupResultSchema, newsletterSignupSchema } from '@keyhaven/contract'
