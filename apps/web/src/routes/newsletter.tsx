import { newsletterSignupResultSchema, newsletterSignupSchema } from '@keyhaven/contract'
import { type ActionFunctionArgs, Link, useActionData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { asVisitor } from '../app/server/request-api.server.ts'
import { PageWidth } from '../components/page.tsx'
import { apiRequest } from '../lib/api-client.ts'
import { paths } from '../lib/paths.ts'

// The footer's newsletter form, posted before (or without) the page's scripts: the sign-up is made here and
// this page says how it went. Once hydrated, the footer signs up in place with a toast.

export const meta = () => screenMeta('Newsletter')

export async function action({ request, context }: ActionFunctionArgs) {
  const email = (await request.formData()).get('email')
  const parsed = newsletterSignupSchema.safeParse({ email: typeof email === 'string' ? email : '' })
  if (!parsed.success)
    return { failure: parsed.error.issues[0]?.message ?? 'Please enter a valid email address' }
  try {
    await asVisitor(request, context, () =>
      apiRequest('/newsletter', { method: 'POST', body: parsed.data, schema: newsletterSignupResultSchema }),
    )
    return { failure: null }
  } catch (error) {
    return { failure: (error as Error).message }
  }
}

export default function Newsletter() {
  const outcome = useActionData<typeof action>()
  return (
    <PageWidth className="flex min-h-[40vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Newsletter</h1>
      {!outcome ? (
        <p>Sign up with the form at the foot of any page.</p>
      ) : outcome.failure ? (
        <p role="alert" className="alert alert-error alert-soft">
          {outcome.failure}
        </p>
      ) : (
        <p role="status">Thanks for subscribing!</p>
      )}
      <Link to={paths.home} className="btn btn-primary">
        Back to home
      </Link>
    </PageWidth>
  )
}
