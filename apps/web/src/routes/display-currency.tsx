import { displayCurrencyOf } from '@keyhaven/contract'
import { type ActionFunctionArgs, redirect } from 'react-router'
import { displayCurrencyCookie } from '../app/server/display-currency.server.ts'
import { formText } from '../lib/forms/submit-form.server.ts'

// The navbar's display-currency select posts here as a plain form: the choice goes in a cookie (an unknown or
// blank choice clears it), and the visitor goes back to the page they were on (the Referer, which the site's
// same-origin Referrer-Policy sends), which reads it.

/**
 * The path of the page the form was sent from, else the home page. Only its path is taken, with one leading
 * slash (`//host` would be another site), so the answer never leads off the site whatever the header says.
 */
function backTo(request: Request): string {
  const referer = URL.parse(request.headers.get('Referer') ?? '')
  return referer ? referer.pathname.replace(/^\/+/, '/') + referer.search : '/'
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const currency = displayCurrencyOf(formText(form, 'currency'))
  const headers = {
    'Set-Cookie': await displayCurrencyCookie.serialize(currency ?? '', currency ? {} : { maxAge: 0 }),
  }
  return redirect(backTo(request), { headers })
}

export const loader = () => redirect('/')
