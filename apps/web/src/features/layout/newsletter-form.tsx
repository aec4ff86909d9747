import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'

/**
 * The footer's newsletter sign-up, on every page: it posts to /newsletter's action (routes/newsletter.tsx), in
 * place once the page's scripts run, or as a plain form that the newsletter page answers.
 */
export function NewsletterForm() {
  const form = useActionForm()
  const t = useT('common')
  const email = form.field('email', 'newsletter-email')
  return (
    <ActionForm form={form} action={paths.newsletter} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="footer-title">
        {t('newsletter.title')}
      </h2>
      <label htmlFor="newsletter-email" className="mb-2 block text-sm">
        {t('newsletter.prompt')}
      </label>
      <div className="join w-full max-w-sm">
        <input
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className={`input join-item w-full text-base-content ${email.error ? 'input-error' : ''}`}
          {...email.input}
        />
        <button type="submit" className="btn btn-primary join-item" disabled={form.busy}>
          {form.busy ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </div>
      {email.error && (
        <p id="newsletter-email-error" role="alert" className="mt-2 text-sm text-error">
          {email.error.message}
        </p>
      )}
    </ActionForm>
  )
}
