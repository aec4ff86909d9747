import { insertedIdSchema, modifiedCountSchema, reviewEditSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'

/**
 * A listing's review form (AddReviewDialog): a new review of the listing, or the author's edit of theirs
 * (`reviewId`, one review per person and home). The contract's rule for the text checks here.
 */
export function reviewAction(request: Request, context: LoadContext, form: FormData, propertyId: string) {
  const description = formText(form, 'description')
  const reviewId = formText(form, 'reviewId')
  return submitForm(request, context, form, {
    schema: reviewEditSchema,
    values: { description },
    typed: { description },
    describe: (error) => ({
      failure: `${reviewId ? 'Failed to update your review.' : 'Failed to submit review.'} ${(error as Error).message}`,
    }),
    send: async (review) => {
      if (reviewId) {
        await apiRequest(`/reviews/${encodeURIComponent(reviewId)}`, {
          method: 'PATCH',
          body: review,
          schema: modifiedCountSchema,
        })
        return 'Your review was updated.'
      }
      await apiRequest('/reviews', {
        method: 'POST',
        body: { propertyId, ...review },
        schema: insertedIdSchema,
      })
      return 'Review submitted.'
    },
  })
}
