import { newsletterSignupResultSchema, newsletterSignupSchema } from '@keyhaven/contract'
import { type ActionFunctionArgs, Link, useActionData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { PageWidth } from '../components/page.tsx'
import { apiRequest } from '../lib/api-client.ts'
import { FormStatus } from '../lib/forms/form-status.tsx'
import type { FormOutcome } from '../lib/forms/outcome.ts'
import { formText, submitForm } from '../lib/forms/submit-form.server.ts'
import { paths } from '../lib/paths.ts'

// The footer's newsletter form posts here (features/layout/newsletter-form.tsx): in place once the page's
// scripts run, or as a plain form, whose outcome this page shows.

export const meta = () => screenMeta('Newsletter')

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const email = formText(form, 'email')
  return submitForm(request, context, form, {
    schema: newsletterSignupSchema,
    values: { email },
    typed: { email },
    send: async (signup) => {
      await apiRequest('/newsletter', { method: 'POST', body: signup, schema: newsletterSignupResultSchema })
      return 'Thanks for subscribing!'
    },
  })
}

export default function Newsletter() {
  const outcome = useActionData() as FormOutcome | undefined
  const fieldProblem = outcome && 'fields' in outcome ? Object.values(outcome.fields)[0] : undefined
  return (
    <PageWidth className="flex min-h-[40vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Newsletter</h1>
      {!outcome && <p>Sign up with the form at the foot of any page.</p>}
      <FormStatus outcome={outcome} />
      {fieldProblem && (
        <p role="alert" className="alert alert-error alert-soft">
          {fieldProblem}
        </p>
      )}
      <Link to={paths.home} className="btn btn-primary">
        Back to home
      </Link>
    </PageWidth>
  )
}
