import { displayCurrencyOf } from '@keyhaven/contract'
import { type ActionFunctionArgs, data, redirect } from 'react-router'
import { displayCurrencyCookie } from '../app/server/display-currency.server.ts'
import { IN_PLACE_FIELD } from '../lib/forms/outcome.ts'
import { formText } from '../lib/forms/submit-form.server.ts'

// The navbar's display-currency select posts here: the choice goes in a cookie (none, or a blank choice, clears
// it). A page without scripts is sent back where it was; a hydrated one stays and its loaders read again.

/** Only a path of this site: never another origin (`//host`, `/\host`). */
const backTo = (value: string) => (/^\/(?![/\\])/.test(value) ? value : '/')

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const currency = displayCurrencyOf(formText(form, 'currency'))
  const headers = {
    'Set-Cookie': await displayCurrencyCookie.serialize(currency ?? '', currency ? {} : { maxAge: 0 }),
  }
  if (form.has(IN_PLACE_FIELD)) return data({ currency }, { headers })
  return redirect(backTo(formText(form, 'redirectTo')), { headers })
}

export const loader = () => redirect('/')
