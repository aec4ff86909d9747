import { deletedCountSchema, modifiedCountSchema, reviewEditSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { reviewIntent } from './review-intents.ts'

/**
 * A review deleted from a list, asked first: by its author (My Reviews, who passes their own e-mail as the
 * original client's call does, docs/decisions/0001) or by an admin (Manage Reviews). The API decides who may.
 */
async function deleteReview(request: Request, context: LoadContext, form: FormData, by: 'author' | 'admin') {
  const [t, common] = await Promise.all([serverT(context, 'dashboard'), serverT(context, 'common')])
  const reviewId = formText(form, 'reviewId')
  const email = by === 'author' ? formText(form, 'email') : undefined
  return submitForm(request, context, form, {
    intent: reviewIntent('delete', reviewId),
    confirm: () => ({
      title: t('reviews.confirmTitle'),
      text: t(by === 'author' ? 'reviews.confirmMine' : 'reviews.confirmAdmin'),
      confirmButtonText: common('dialog.yesDelete'),
    }),
    describe: (error) => ({
      failure: t(by === 'author' ? 'reviews.deleteFailedMine' : 'reviews.deleteFailedAdmin', {
        reason: (error as Error).message,
      }),
    }),
    send: async () => {
      await apiRequest(`/reviews/${encodeURIComponent(reviewId)}`, {
        method: 'DELETE',
        query: { email },
        schema: deletedCountSchema,
      })
      return t('reviews.deleted')
    },
  })
}

/** My Reviews: the author edits a review's text (the contract's rule checks it here) or deletes it. */
export async function myReviewsAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  if (formText(form, 'intent') === 'delete') return deleteReview(request, context, form, 'author')
  const t = await serverT(context, 'dashboard')
  const reviewId = formText(form, 'reviewId')
  const description = formText(form, 'description')
  return submitForm(request, context, form, {
    intent: reviewIntent('edit', reviewId),
    schema: reviewEditSchema,
    values: { description },
    typed: { description },
    describe: (error) => ({ failure: t('reviews.updateFailed', { reason: (error as Error).message }) }),
    send: async (edit) => {
      await apiRequest(`/reviews/${encodeURIComponent(reviewId)}`, {
        method: 'PATCH',
        body: edit,
        schema: modifiedCountSchema,
      })
      return t('reviews.updated')
    },
  })
}

/** Manage Reviews: an admin deletes any review, warned first. */
export async function manageReviewsAction(request: Request, context: LoadContext) {
  return deleteReview(request, context, await request.formData(), 'admin')
}
