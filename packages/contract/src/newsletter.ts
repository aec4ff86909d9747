import { z } from 'zod'
import { text } from './common.ts'

/** An e-mail address a person types: trimmed, checked, then lower-cased (as accounts store it), here once. */
export const emailField = text({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email must be at most 254 characters' })
  .pipe(z.email({ error: 'Please enter a valid email address' }).toLowerCase())

export const newsletterSignupSchema = z.object({ email: emailField }).meta({ id: 'NewsletterSignup' })
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>

export const newsletterSignupResultSchema = z
  .object({ subscribed: z.literal(true) })
  .meta({ id: 'NewsletterSignupResult' })
