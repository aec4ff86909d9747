import { deletedCountSchema, insertedIdSchema, wishlistSharingSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { asVisitor } from '../../app/server/request-api.server.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'

// The writes of searching with a partner, as the routes' actions: each form posts an `intent` and what it
// needs; the server answers as it would the browser, and the page shows the outcome (its loader reads again).

/** How a posted form went: what to tell the person, or the problem and the field it belongs to. */
export type SharingOutcome =
  | { ok: string; intent: string }
  | { failure: string; field: string | null; intent: string; value?: string }

const formText = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

const ENDED: Record<string, string> = {
  revoke: 'Your wishlist is no longer shared',
  decline: 'Invitation declined',
  leave: 'You left the shared wishlist',
}

async function run(
  request: Request,
  context: LoadContext,
  intent: string,
  ok: string,
  call: () => Promise<unknown>,
  value?: string,
): Promise<SharingOutcome> {
  try {
    await asVisitor(request, context, call)
    return { ok, intent }
  } catch (error) {
    const apiError = error instanceof ApiError ? error : null
    return {
      failure: apiError?.field ? apiError.detail : (error as Error).message,
      field: apiError?.field ?? null,
      intent,
      ...(value !== undefined && { value }),
    }
  }
}

/** The Wishlist page's sharing: invite, accept, end (revoke, decline, leave), and a home of one's own added to the list shared with one. */
export async function wishlistSharingAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const intent = formText(form, 'intent')
  const shareId = encodeURIComponent(formText(form, 'shareId'))
  if (intent === 'invite') {
    const email = formText(form, 'email')
    return run(
      request,
      context,
      intent,
      `Invitation sent to ${email.trim()}`,
      () => apiRequest('/wishlist/shares', { method: 'POST', body: { email }, schema: insertedIdSchema }),
      email,
    )
  }
  if (intent === 'add-to-shared')
    return run(request, context, intent, `Added to ${formText(form, 'ownerName')}'s wishlist`, () =>
      apiRequest(`/wishlist/shares/${shareId}/items`, {
        method: 'POST',
        body: { propertyId: formText(form, 'propertyId') },
        schema: insertedIdSchema,
      }),
    )
  if (intent === 'accept-link')
    return run(request, context, intent, 'You now share this wishlist', () =>
      apiRequest('/wishlist/shares/accept-link', {
        method: 'POST',
        body: { secret: formText(form, 'secret') },
        schema: wishlistSharingSchema,
      }),
    )
  if (intent === 'accept')
    return run(request, context, intent, 'You now share this wishlist', () =>
      apiRequest(`/wishlist/shares/${shareId}/accept`, { method: 'POST', schema: wishlistSharingSchema }),
    )
  return run(request, context, intent, ENDED[intent] ?? 'Sharing ended', () =>
    apiRequest(`/wishlist/shares/${shareId}`, { method: 'DELETE', schema: deletedCountSchema }),
  )
}

/** The shared list's page: notes written and deleted, homes removed. */
export async function sharedWishlistAction(request: Request, context: LoadContext, shareId: string) {
  const form = await request.formData()
  const intent = formText(form, 'intent')
  const share = `/wishlist/shares/${encodeURIComponent(shareId)}`
  const itemId = encodeURIComponent(formText(form, 'itemId'))
  if (intent === 'note') {
    const text = formText(form, 'text')
    return run(
      request,
      context,
      `note:${formText(form, 'itemId')}`,
      'Note added',
      () =>
        apiRequest(`${share}/items/${itemId}/notes`, {
          method: 'POST',
          body: { text },
          schema: insertedIdSchema,
        }),
      text,
    )
  }
  if (intent === 'delete-note')
    return run(request, context, intent, 'Note deleted', () =>
      apiRequest(`${share}/notes/${encodeURIComponent(formText(form, 'noteId'))}`, {
        method: 'DELETE',
        schema: deletedCountSchema,
      }),
    )
  return run(request, context, intent, 'Property removed from wishlist', () =>
    apiRequest(`${share}/items/${itemId}`, { method: 'DELETE', schema: deletedCountSchema }),
  )
}
