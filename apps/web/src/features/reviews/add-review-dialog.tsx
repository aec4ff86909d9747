import { zodResolver } from '@hookform/resolvers/zod'
import { REVIEW_MAX_LENGTH, reviewEditSchema } from '@keyhaven/contract'
import { useEffect, useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import toast from 'react-hot-toast'
import type { z } from 'zod'
import { fieldA11y } from '../../components/form-field.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useAddReview, useEditReview } from './api.ts'

// A listing's Add a Review (or, for a person who reviewed it, Edit your Review), loaded by its details page when
// first opened (api.ts's AddReviewDialog).

/** What a review needs: the contract's rule for its text. */
type ReviewForm = z.input<typeof reviewEditSchema>

/**
 * Add a Review, shown while `open`: its text stays in the dialog until it is submitted (a failed submit keeps
 * it); `onClose` hears the dialog close (Cancel, Escape, a review sent), `onSaved` a review sent. A person who
 * reviewed the home already (`existing`) edits that review instead: one review per person and home.
 */
export function AddReviewDialog({
  propertyId,
  existing,
  open,
  onClose,
  onSaved,
}: {
  propertyId: string
  existing?: { _id: string; description: string } | null | undefined
  open: boolean
  onClose: () => void
  onSaved?: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ReviewForm>({ resolver: zodResolver(reviewEditSchema), defaultValues: { description: '' } })
  const text = useWatch({ control, name: 'description' })
  useEffect(() => {
    if (open && !dialog.current?.open) {
      if (existing) reset({ description: existing.description })
      dialog.current?.showModal()
    }
    if (!open && dialog.current?.open) dialog.current.close()
  }, [open, existing, reset])
  const outcome = (done: string, failed: string) => ({
    onSuccess: () => {
      toast.success(done)
      dialog.current?.close()
      reset({ description: '' })
      onSaved?.()
    },
    onError: (error: Error) => {
      // The server names the field for API clients; the person sees the problem alone.
      const problem = error instanceof ApiError ? error.detail : error.message
      setError('description', { message: problem })
      toast.error(`${failed} ${problem}`)
    },
  })
  const review = useAddReview(outcome('Review submitted.', 'Failed to submit review.'))
  const edit = useEditReview(outcome('Your review was updated.', 'Failed to update your review.'))
  const pending = review.isPending || edit.isPending
  return (
    // Reopened, the dialog shows the text kept, without the last attempt's problem.
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="review-dialog-title"
      onClose={() => {
        clearErrors()
        onClose()
      }}
    >
      <form
        noValidate
        className="modal-box"
        onSubmit={handleSubmit(({ description }) =>
          existing
            ? edit.mutate({ id: existing._id, description })
            : review.mutate({ propertyId, description }),
        )}
      >
        <h2 id="review-dialog-title" className="text-lg font-bold">
          {existing ? 'Edit your Review' : 'Add a Review'}
        </h2>
        <label htmlFor="review-text" className="sr-only">
          Your review
        </label>
        <textarea
          className="textarea mt-4 h-32 w-full"
          placeholder="What did you think of this property?"
          maxLength={REVIEW_MAX_LENGTH}
          {...fieldA11y('review-text', errors.description)}
          aria-describedby={errors.description ? 'review-text-error review-text-count' : 'review-text-count'}
          {...register('description')}
        />
        <p id="review-text-count" className="mt-1 text-right text-sm text-base-content/80" aria-live="polite">
          {text.length} / {REVIEW_MAX_LENGTH}
        </p>
        {errors.description && (
          <p id="review-text-error" role="alert" className="mt-1 text-sm text-error">
            {errors.description.message}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? 'Submitting...' : 'Submit'}
          </button>
        </div>
      </form>
    </dialog>
  )
}
