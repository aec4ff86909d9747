import { deletedCountSchema, ERROR_CODES, insertedIdSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formText, type Submission, submitForm } from '../../lib/forms/submit-form.server.ts'
import { removalIntent } from './wishlist-intents.ts'

/** Removes the wishlist entry posted; `asked` first where the page asks before (the form's intent names the entry). */
function removeEntry(
  request: Request,
  context: LoadContext,
  form: FormData,
  asked?: Pick<Submission<unknown>, 'intent' | 'confirm'>,
) {
  const entryId = formText(form, 'entryId')
  return submitForm(request, context, form, {
    ...asked,
    describe: (error) => ({
      failure: `Could not remove it from your wishlist. ${(error as Error).message}`,
    }),
    send: async () => {
      await apiRequest(`/wishlist/${encodeURIComponent(entryId)}`, {
        method: 'DELETE',
        schema: deletedCountSchema,
      })
      return 'Property removed from wishlist'
    },
  })
}

/**
 * The wishlist page's Remove, asked first: there the home leaves the list at once, while a listing's own page
 * (wishlistEntryAction) keeps Add to Wishlist beside it, one click from undoing it.
 */
export const wishlistRemoveAction = (request: Request, context: LoadContext, form: FormData) =>
  removeEntry(request, context, form, {
    intent: removalIntent(formText(form, 'entryId')),
    confirm: () => ({
      title: 'Remove from your wishlist?',
      text: `${formText(form, 'title')} leaves your wishlist. You can add it again from its page.`,
      confirmButtonText: 'Yes, remove it',
    }),
  })

/** A listing's page adding it to the visitor's wishlist, or removing the entry it saved; the loader reads again. */
export function wishlistEntryAction(request: Request, context: LoadContext, form: FormData) {
  if (formText(form, 'intent') === 'wishlist-remove') return removeEntry(request, context, form)
  return submitForm(request, context, form, {
    describe: (error) => ({ failure: `Could not add to wishlist. ${(error as Error).message}` }),
    send: async () => {
      try {
        await apiRequest('/wishlist', {
          method: 'POST',
          body: { propertyId: formText(form, 'propertyId') },
          schema: insertedIdSchema,
        })
        return 'Property added to wishlist.'
      } catch (error) {
        // Saved earlier (another tab, another visit): that is the state the person wanted.
        if (error instanceof ApiError && error.code === ERROR_CODES.alreadyInWishlist) return {}
        throw error
      }
    },
  })
}
