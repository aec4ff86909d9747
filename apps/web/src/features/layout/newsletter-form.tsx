import { zodResolver } from '@hookform/resolvers/zod'
import {
  type NewsletterSignup,
  newsletterSignupResultSchema,
  newsletterSignupSchema,
} from '@keyhaven/contract'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { apiRequest } from '../../lib/api-client.ts'
import { useGuardedMutation } from '../../lib/use-guarded-mutation.ts'

export function NewsletterForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterSignup>({
    resolver: zodResolver(newsletterSignupSchema),
    defaultValues: { email: '' },
  })
  const signup = useGuardedMutation({
    mutationFn: (body: NewsletterSignup) =>
      apiRequest('/newsletter', { method: 'POST', body, schema: newsletterSignupResultSchema }),
    onSuccess: () => {
      toast.success('Thanks for subscribing!')
      reset()
    },
    onError: (error) => toast.error(error.message),
  })

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => signup.mutate(values))}
      aria-labelledby="newsletter-title"
    >
      <h3 id="newsletter-title" className="footer-title">
        Newsletter
      </h3>
      <label htmlFor="newsletter-email" className="mb-2 block text-sm">
        Get new listings and market tips by e-mail.
      </label>
      <div className="join w-full max-w-sm">
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          className={`input join-item w-full text-base-content ${errors.email ? 'input-error' : ''}`}
          {...register('email')}
        />
        <button type="submit" className="btn btn-primary join-item" disabled={signup.isPending}>
          {signup.isPending ? 'Sending...' : 'Submit'}
        </button>
      </div>
      {errors.email && (
        <p id="newsletter-email-error" role="alert" className="mt-2 text-sm text-error">
          {errors.email.message}
        </p>
      )}
    </form>
  )
}
