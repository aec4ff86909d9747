import { type FormEvent, useRef, useState } from 'react'
import { apiRequest } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'

// The form sits in every page's footer: its schemas (and zod) load when it is first submitted, and it does
// without a form library for its one field. Toasts load on first use too. For the same reason it keeps its one
// request in flight itself rather than through TanStack's mutations (the other screens' way, see
// lib/use-api-mutation.ts), whose code would otherwise load with every page: the home page is close to its script
// budget (apps/web/scripts/js-budget.ts), and react-hook-form with TanStack's mutation code would break it.
const schemas = () => import('./newsletter-schemas.ts')
const toasts = async () => (await import('react-hot-toast')).default

export function NewsletterForm() {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  // The ref turns in the same event as the click, so a double click sends one request.
  const sending = useRef(false)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setPending(true)
    try {
      const { newsletterSignupSchema, newsletterSignupResultSchema } = await schemas()
      const parsed = newsletterSignupSchema.safeParse({ email })
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address')
        return
      }
      setError(null)
      await apiRequest('/newsletter', {
        method: 'POST',
        body: parsed.data,
        schema: newsletterSignupResultSchema,
      })
      setEmail('')
      ;(await toasts()).success('Thanks for subscribing!')
    } catch (failure) {
      ;(await toasts()).error((failure as Error).message)
    } finally {
      sending.current = false
      setPending(false)
    }
  }

  return (
    // Posted to /newsletter when the page's scripts have not run (routes/newsletter.tsx answers).
    <form
      method="post"
      action={paths.newsletter}
      noValidate
      onSubmit={submit}
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className="footer-title">
        Newsletter
      </h2>
      <label htmlFor="newsletter-email" className="mb-2 block text-sm">
        Get new listings and market tips by e-mail.
      </label>
      <div className="join w-full max-w-sm">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          className={`input join-item w-full text-base-content ${error ? 'input-error' : ''}`}
        />
        <button type="submit" className="btn btn-primary join-item" disabled={pending}>
          {pending ? 'Sending...' : 'Submit'}
        </button>
      </div>
      {error && (
        <p id="newsletter-email-error" role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      )}
    </form>
  )
}
