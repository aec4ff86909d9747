import { deletedCountSchema, ERROR_CODES, insertedIdSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formText, type Submission, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { removalIntent } from './wishlist-intents.ts'

/** Removes the wishlist entry posted; `asked` first where the page asks before (the form's intent names the entry). */
function removeEntry(
  request: Request,
  context: LoadContext,
  form: FormData,
  t: Translate<'wishlist'>,
  asked?: Pick<Submission<unknown>, 'intent' | 'confirm'>,
) {
  const entryId = formText(form, 'entryId')
  return submitForm(request, context, form, {
    ...asked,
    describe: (error) => ({ failure: t('removeFailed', { reason: (error as Error).message }) }),
    send: async () => {
      await apiRequest(`/wishlist/${encodeURIComponent(entryId)}`, {
        method: 'DELETE',
        schema: deletedCountSchema,
      })
      return t('removed')
    },
  })
}

/**
 * The wishlist page's Remove, asked first: there the home leaves the list at once, while a listing's own page
 * (wishlistEntryAction) keeps Add to Wishlist beside it, one click from undoing it.
 */
export async function wishlistRemoveAction(request: Request, context: LoadContext, form: FormData) {
  const t = await serverT(context, 'wishlist')
  return removeEntry(request, context, form, t, {
    intent: removalIntent(formText(form, 'entryId')),
    confirm: () => ({
      title: t('removeTitle'),
      text: t('removeText', { title: formText(form, 'title') }),
      confirmButtonText: t('removeYes'),
    }),
  })
}

/** A listing's page adding it to the visitor's wishlist, or removing the entry it saved; the loader reads again. */
export async function wishlistEntryAction(request: Request, context: LoadContext, form: FormData) {
  const t = await serverT(context, 'wishlist')
  if (formText(form, 'intent') === 'wishlist-remove') return removeEntry(request, context, form, t)
  return submitForm(request, context, form, {
    describe: (error) => ({ failure: t('addFailed', { reason: (error as Error).message }) }),
    send: async () => {
      try {
        await apiRequest('/wishlist', {
          method: 'POST',
          body: { propertyId: formText(form, 'propertyId') },
          schema: insertedIdSchema,
        })
        return t('added')
      } catch (error) {
        // Saved earlier (another tab, another visit): that is the state the person wanted.
        if (error instanceof ApiError && error.code === ERROR_CODES.alreadyInWishlist) return {}
        throw error
      }
    },
  })
}
