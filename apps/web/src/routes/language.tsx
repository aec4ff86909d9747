import { isLanguage, LANGUAGE_COOKIE, pathInLanguage } from '@keyhaven/contract'
import { type ActionFunctionArgs, redirect } from 'react-router'
import { formText } from '../lib/forms/submit-form.server.ts'

// The navbar's language select posts here as a plain form: the choice goes in a cookie that the server reads
// before it answers an English address (apps/server/src/spa/routes.ts), and the visitor goes to the page they
// were on in the chosen language. An unknown language changes nothing.

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60

/** The page's path as the form sent it, kept on the site: one leading slash (`//host` would be another site). */
const pageOf = (to: string) => (to.startsWith('/') ? to.replace(/^\/+/, '/') : '/')

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const language = formText(form, 'language')
  const page = pageOf(formText(form, 'to'))
  if (!isLanguage(language)) return redirect(page)
  return redirect(pathInLanguage(page, language), {
    headers: {
      'Set-Cookie': `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax; HttpOnly`,
    },
  })
}

export const loader = () => redirect('/')
