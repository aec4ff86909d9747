import { modifiedCountSchema } from '@keyhaven/contract'
import { type ActionFunctionArgs, data } from 'react-router'
import { asVisitor } from '../app/server/request-api.server.ts'
import { ApiError, apiRequest } from '../lib/api-client.ts'
import { formText } from '../lib/forms/submit-form.server.ts'

// A page that notifications lead to (a conversation, a lead, the person's offers) posts here once it is opened
// (useMarkPageRead, features/notifications/api.ts): the notifications leading to it are read now. No form sends it and
// no loader's data changes with it (the bell's list is its own), so the page's loaders do not run again after it.

/**
 * How many of the person's notifications were unread (the page refreshes the bell only when some were). The API
 * checks the link and the session: its refusal (not a path of the app, not signed in) or failure is this answer's
 * status (502 when it did not answer as the contract says). Nothing is thrown: a mark that did not go through changes nothing the person sees (the bell still counts
 * them), whereas a thrown error would replace the page they opened with the error page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData())
  try {
    const { data: read } = await asVisitor(request, context, () =>
      apiRequest('/notifications/read-link', {
        method: 'POST',
        body: { link: formText(form, 'link') },
        schema: modifiedCountSchema,
      }),
    )
    return read
  } catch (error) {
    return data({ modifiedCount: 0 }, error instanceof ApiError && error.status >= 400 ? error.status : 502)
  }
}
