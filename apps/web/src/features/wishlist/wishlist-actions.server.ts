import { deletedCountSchema, ERROR_CODES, insertedIdSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'

/** A listing's page adding it to the visitor's wishlist, or removing the entry it saved; the loader reads again. */
export function wishlistEntryAction(request: Request, context: LoadContext, form: FormData) {
  if (formText(form, 'intent') === 'wishlist-remove')
    return submitForm(request, context, form, {
      describe: (error) => ({
        failure: `Could not remove it from your wishlist. ${(error as Error).message}`,
      }),
      send: async () => {
        const entry = encodeURIComponent(formText(form, 'entryId'))
        await apiRequest(`/wishlist/${entry}`, { method: 'DELETE', schema: deletedCountSchema })
        return 'Property removed from wishlist'
      },
    })
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
