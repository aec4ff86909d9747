import { isLanguage, languageChoiceSchema, pathInLanguage } from '@keyhaven/contract'
import { type ActionFunctionArgs, redirect } from 'react-router'
import { asVisitor, sessionOf } from '../app/server/request-api.server.ts'
import { apiRequest } from '../lib/api-client.ts'
import { formText } from '../lib/forms/submit-form.server.ts'
import { languageCookie } from '../lib/i18n/language-cookie.server.ts'

// The navbar's language select posts here as a plain form: the choice goes in a cookie that the server reads
// before it answers an English address (apps/server/src/spa/routes.ts), and into a signed-in person's profile
// (their other devices, what is written to them); the visitor goes to the page they were on in that language.
// An unknown language changes nothing.

/** The page's path as the form sent it, kept on the site: one leading slash (`//host` would be another site). */
const pageOf = (to: string) => (to.startsWith('/') ? to.replace(/^\/+/, '/') : '/')

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const language = formText(form, 'language')
  const page = pageOf(formText(form, 'to'))
  if (!isLanguage(language)) return redirect(page)
  if (await sessionOf(request, context)) {
    // The page still goes to the language if the profile could not keep it: the cookie remembers it here.
    await asVisitor(request, context, () =>
      apiRequest('/users/me/language', { method: 'PUT', body: { language }, schema: languageChoiceSchema }),
    ).catch(() => undefined)
  }
  return redirect(pathInLanguage(page, language), { headers: { 'Set-Cookie': languageCookie(language) } })
}

export const loader = () => redirect('/')
