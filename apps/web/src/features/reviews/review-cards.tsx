import { type Review, reviewEditSchema } from '@keyhaven/contract'
import toast from 'react-hot-toast'
import { Avatar } from '../../components/avatar.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmDanger, fireDialog } from '../../lib/dialogs.ts'
import { useDeleteReview, useEditReview } from './api.ts'

/**
 * Review cards with a confirmed delete: the author's variant (My Reviews) passes their e-mail, the admin's
 * (Manage Reviews) shows who wrote each review.
 */
export function ReviewCards({ reviews, variant }: { reviews: Review[]; variant: 'author' | 'admin' }) {
  const dates = useDateFormat()
  const removal = useDeleteReview({
    onSuccess: () => toast.success('Review has been deleted.'),
    onError: (error) =>
      toast.error(
        `${variant === 'author' ? 'Failed to delete review' : 'Failed to delete the review.'} ${error.message}`,
      ),
  })
  const edit = useEditReview({
    onSuccess: () => toast.success('Review has been updated.'),
    onError: (error) => toast.error(`Failed to update review. ${error.message}`),
  })
  const onEdit = async (review: Review) => {
    const result = await fireDialog({
      title: 'Edit your review',
      input: 'textarea',
      inputLabel: `Your review of ${review.propertyTitle}`,
      inputValue: review.description,
      showCancelButton: true,
      confirmButtonText: 'Save',
      cancelButtonText: 'Cancel',
      // The same rule as the server's: required, at most 2000 characters.
      inputValidator: (value) => {
        const parsed = reviewEditSchema.safeParse({ description: value })
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Review text is required')
      },
    })
    if (result.isConfirmed && typeof result.value === 'string') {
      edit.mutate({ id: review._id, description: result.value.trim() })
    }
  }
  const onDelete = async (review: Review) => {
    const confirmed =
      variant === 'author'
        ? await confirmDanger('Are you sure?', 'You want to delete this review?')
        : await confirmDanger('Are you sure?', "You won't be able to recover this review!")
    if (confirmed) {
      removal.mutate({ id: review._id, email: variant === 'author' ? review.reviewerEmail : undefined })
    }
  }

  return (
    <ul aria-label="Reviews" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
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
                <p className="text-sm text-base-content/70">Agent: {review.agentName ?? 'Unknown'}</p>
              </div>
            )}
            {variant === 'admin' && <p className="text-sm text-base-content/70">On {review.propertyTitle}</p>}
            <p className="wrap-anywhere">{review.description}</p>
            <p className="text-xs text-base-content/60">{dates.date(review.createdAt)}</p>
            <div className="card-actions justify-end">
              {variant === 'author' && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={edit.isPending}
                  aria-label={`Edit your review of ${review.propertyTitle}`}
                  onClick={() => onEdit(review)}
                >
                  {edit.isPending && edit.variables?.id === review._id ? 'Saving...' : 'Edit'}
                </button>
              )}
              <button
                type="button"
                className="btn btn-sm btn-error"
                disabled={removal.isPending}
                aria-label={`Delete the review of ${review.propertyTitle} by ${review.reviewerName}`}
                onClick={() => onDelete(review)}
              >
                Delete
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
