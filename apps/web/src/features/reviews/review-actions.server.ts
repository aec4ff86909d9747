import { insertedIdSchema, modifiedCountSchema, reviewEditSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'

/**
 * A listing's review form (AddReviewDialog): a new review of the listing, or the author's edit of theirs
 * (`reviewId`, one review per person and home). The contract's rule for the text checks here.
 */
export async function reviewAction(
  request: Request,
  context: LoadContext,
  form: FormData,
  propertyId: string,
) {
  const description = formText(form, 'description')
  const reviewId = formText(form, 'reviewId')
  const t = await serverT(context, 'listing')
  return submitForm(request, context, form, {
    schema: reviewEditSchema,
    values: { description },
    typed: { description },
    describe: (error) => ({
      failure: t(reviewId ? 'review.notUpdated' : 'review.notSubmitted', {
        reason: (error as Error).message,
      }),
    }),
    send: async (review) => {
      if (reviewId) {
        await apiRequest(`/reviews/${encodeURIComponent(reviewId)}`, {
          method: 'PATCH',
          body: review,
          schema: modifiedCountSchema,
        })
        return t('review.updated')
      }
      await apiRequest('/reviews', {
        method: 'POST',
        body: { propertyId, ...review },
        schema: insertedIdSchema,
      })
      return t('review.submitted')
    },
  })
}
