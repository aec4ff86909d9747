import { REVIEW_MAX_LENGTH, type Review } from '@keyhaven/contract'
import { useEffect, useEffectEvent, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { rowForm } from '../../app/screen-with-data.tsx'
import { Avatar } from '../../components/avatar.tsx'
import { FormField } from '../../components/form-field.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, type ActionFormState, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { EDIT_PARAM, reviewIntent } from './review-intents.ts'

/**
 * Review cards, each with a Delete its route's action asks about first (review-list-actions.server.ts): the
 * author's variant (My Reviews) passes their e-mail and edits the text in the card; the admin's (Manage
 * Reviews) shows who wrote each review. The route's loader then reads the reviews again.
 */
export function ReviewCards({ reviews, variant }: { reviews: Review[]; variant: 'author' | 'admin' }) {
  const t = useT('dashboard')
  const common = useT('common')
  const dates = useDateFormat()
  const [params] = useSearchParams()
  // Without scripts, Edit asks for the page with `?edit=<id>`, which renders that card's form open.
  const [editing, setEditing] = useState(params.get(EDIT_PARAM))
  // A deletion made without scripts: its card is gone with the review, so the list says it.
  const deleted = usePostedOutcome((intent) => intent.startsWith('delete:'))
  // Every card's Delete is one form state of the list's (rowForm): the card goes with the answer (the route's
  // loader reads the list again), and the list, which stays, tells the result.
  const deletion = useActionForm({ intent: deleted?.intent ?? reviewIntent('delete', '') })

  return (
    <>
      {isDone(deleted) && <FormStatus outcome={deleted} />}
      <ul aria-label={t('reviews.list')} className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        {reviews.map((review) => (
          <li key={review._id} className="card bg-base-100 shadow-md">
            <div className="card-body gap-3">
              {variant === 'admin' ? (
                <div className="flex items-center gap-3">
                  <Avatar src={review.reviewerImage} name={review.reviewerName} />
                  <div className="min-w-0">
                    <p className="font-semibold wrap-anywhere">{review.reviewerName}</p>
                    <p className="truncate text-sm text-base-content/70">{review.reviewerEmail}</p>
                  </div>
                </div>
              ) : (
                <div>
                  <h2 className="card-title text-lg wrap-anywhere">{review.propertyTitle}</h2>
                  <p className="text-sm text-base-content/70">
                    {t('reviews.agent', { name: review.agentName ?? common('card.unknownAgent') })}
                  </p>
                </div>
              )}
              {variant === 'admin' && (
                <p className="text-sm text-base-content/70">
                  {t('reviews.on', { title: review.propertyTitle })}
                </p>
              )}
              {variant === 'author' ? (
                <EditReview
                  review={review}
                  editing={editing === review._id}
                  onClose={() => setEditing(null)}
                />
              ) : (
                <p className="wrap-anywhere">{review.description}</p>
              )}
              <p className="text-xs text-base-content/60">{dates.date(review.createdAt)}</p>
              <div className="card-actions justify-end">
                {variant === 'author' && editing !== review._id && (
                  <form method="get">
                    {[...params].map(
                      ([key, value]) =>
                        key !== EDIT_PARAM && <input key={key} type="hidden" name={key} value={value} />,
                    )}
                    <input type="hidden" name={EDIT_PARAM} value={review._id} />
                    <button
                      type="submit"
                      className="btn btn-sm btn-outline"
                      aria-label={t('reviews.editAria', { title: review.propertyTitle })}
                      onClick={(event) => {
                        event.preventDefault()
                        setEditing(review._id)
                      }}
                    >
                      {t('reviews.edit')}
                    </button>
                  </form>
                )}
                <DeleteReview form={deletion} review={review} variant={variant} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * The author's review text, or, while `editing`, a form for it posted to the route's action, which checks it
 * with the contract: a refusal shows beside the text, a saved text closes the form.
 */
function EditReview({ review, editing, onClose }: { review: Review; editing: boolean; onClose: () => void }) {
  const t = useT('dashboard')
  const here = useLocation()
  const form = useActionForm({ intent: reviewIntent('edit', review._id) })
  const id = `review-edit-${review._id}`
  const text = form.field('description', id)
  const saved = isDone(form.outcome)
  const close = useEffectEvent(onClose)
  useEffect(() => {
    if (saved) close()
  }, [saved])
  const cancel = new URLSearchParams(here.search)
  cancel.delete(EDIT_PARAM)

  if (!editing || (saved && !form.hydrated))
    return (
      <>
        <p className="wrap-anywhere">{review.description}</p>
        <FormStatus outcome={form.outcome} />
      </>
    )
  return (
    // noValidate: the server's check says the text's problem in the product's words (lib/forms).
    <ActionForm form={form} noValidate className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="reviewId" value={review._id} />
      <FormField id={id} label={t('reviews.editLabel', { title: review.propertyTitle })} error={text.error}>
        <textarea
          className="textarea h-28 w-full"
          maxLength={REVIEW_MAX_LENGTH}
          required
          {...text.input}
          defaultValue={text.input.defaultValue ?? review.description}
          // biome-ignore lint/a11y/noAutofocus: the field Edit just opened, where typing goes next
          autoFocus
        />
      </FormField>
      <FormStatus outcome={form.outcome} />
      <div className="flex gap-2">
        <button type="submit" className="btn btn-sm btn-primary" disabled={form.busy}>
          {form.busy ? t('saving') : t('reviews.save')}
        </button>
        <Link
          to={`${here.pathname}${cancel.size > 0 ? `?${cancel}` : ''}`}
          className="btn btn-sm btn-ghost"
          onClick={(event) => {
            event.preventDefault()
            onClose()
          }}
        >
          {t('reviews.cancel')}
        </Link>
      </div>
    </ActionForm>
  )
}

/** Delete a review: the route's action asks first (the app's dialog, or in the page without scripts). */
function DeleteReview({
  form: list,
  review,
  variant,
}: {
  form: ActionFormState
  review: Review
  variant: 'author' | 'admin'
}) {
  const t = useT('dashboard')
  const form = rowForm(list, reviewIntent('delete', review._id), { intent: 'delete', reviewId: review._id })
  return (
    <>
      <ActionForm form={form}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="reviewId" value={review._id} />
        {variant === 'author' && <input type="hidden" name="email" value={review.reviewerEmail} />}
        <button
          type="submit"
          className="btn btn-sm btn-error"
          disabled={form.busy}
          aria-label={t('reviews.deleteAria', { title: review.propertyTitle, name: review.reviewerName })}
        >
          {t('delete')}
        </button>
      </ActionForm>
      <FormStatus outcome={form.outcome} />
    </>
  )
}
