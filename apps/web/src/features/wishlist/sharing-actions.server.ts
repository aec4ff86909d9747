import { deletedCountSchema, insertedIdSchema, wishlistSharingSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'

// The writes of searching with a partner, as the routes' actions: each form posts an `intent` and what it
// needs; the server answers as it would the browser, and the page shows the outcome (its loader reads again).

const ENDED = {
  revoke: 'sharing.revoked',
  decline: 'sharing.declined',
  leave: 'sharing.left',
} as const
const isEnding = (intent: string): intent is keyof typeof ENDED => intent in ENDED

/** Sends one form's request as the visitor; `typed` comes back beside a refused field. */
const run = (
  request: Request,
  context: LoadContext,
  form: FormData,
  intent: string,
  ok: string,
  call: () => Promise<unknown>,
  typed?: Record<string, string>,
) =>
  submitForm(request, context, form, {
    intent,
    ...(typed && { typed }),
    send: async () => {
      await call()
      return ok
    },
  })

/** The Wishlist page's sharing: invite, accept, end (revoke, decline, leave), and a home of one's own added to the list shared with one. */
export async function wishlistSharingAction(request: Request, context: LoadContext, form: FormData) {
  const t = await serverT(context, 'wishlist')
  const intent = formText(form, 'intent')
  const shareId = encodeURIComponent(formText(form, 'shareId'))
  if (intent === 'invite') {
    const email = formText(form, 'email')
    return run(
      request,
      context,
      form,
      intent,
      t('sharing.invited', { email: email.trim() }),
      () => apiRequest('/wishlist/shares', { method: 'POST', body: { email }, schema: insertedIdSchema }),
      { email },
    )
  }
  if (intent === 'add-to-shared')
    return run(
      request,
      context,
      form,
      intent,
      t('sharing.addedToShared', { owner: formText(form, 'ownerName') }),
      () =>
        apiRequest(`/wishlist/shares/${shareId}/items`, {
          method: 'POST',
          body: { propertyId: formText(form, 'propertyId') },
          schema: insertedIdSchema,
        }),
    )
  if (intent === 'accept-link')
    return run(request, context, form, intent, t('sharing.joined'), () =>
      apiRequest('/wishlist/shares/accept-link', {
        method: 'POST',
        body: { secret: formText(form, 'secret') },
        schema: wishlistSharingSchema,
      }),
    )
  if (intent === 'accept')
    return run(request, context, form, intent, t('sharing.joined'), () =>
      apiRequest(`/wishlist/shares/${shareId}/accept`, { method: 'POST', schema: wishlistSharingSchema }),
    )
  return run(request, context, form, intent, t(isEnding(intent) ? ENDED[intent] : 'sharing.ended'), () =>
    apiRequest(`/wishlist/shares/${shareId}`, { method: 'DELETE', schema: deletedCountSchema }),
  )
}

/** The shared list's page: notes written and deleted, homes removed. */
export async function sharedWishlistAction(request: Request, context: LoadContext, shareId: string) {
  const form = await request.formData()
  const t = await serverT(context, 'wishlist')
  const intent = formText(form, 'intent')
  const share = `/wishlist/shares/${encodeURIComponent(shareId)}`
  const itemId = encodeURIComponent(formText(form, 'itemId'))
  if (intent === 'note') {
    const text = formText(form, 'text')
    return run(
      request,
      context,
      form,
      `note:${formText(form, 'itemId')}`,
      t('notes.added'),
      () =>
        apiRequest(`${share}/items/${itemId}/notes`, {
          method: 'POST',
          body: { text },
          schema: insertedIdSchema,
        }),
      { text },
    )
  }
  if (intent === 'delete-note')
    return run(request, context, form, intent, t('notes.deleted'), () =>
      apiRequest(`${share}/notes/${encodeURIComponent(formText(form, 'noteId'))}`, {
        method: 'DELETE',
        schema: deletedCountSchema,
      }),
    )
  return run(request, context, form, intent, t('removed'), () =>
    apiRequest(`${share}/items/${itemId}`, { method: 'DELETE', schema: deletedCountSchema }),
  )
}
