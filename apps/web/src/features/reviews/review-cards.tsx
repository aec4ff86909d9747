import { type Review, reviewEditSchema } from '@keyhaven/contract'
import toast from 'react-hot-toast'
import { Avatar } from '../../components/avatar.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmDanger, fireDialog } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useDeleteReview, useEditReview } from './api.ts'

/**
 * Review cards with a confirmed delete: the author's variant (My Reviews) passes their e-mail, the admin's
 * (Manage Reviews) shows who wrote each review.
 */
export function ReviewCards({ reviews, variant }: { reviews: Review[]; variant: 'author' | 'admin' }) {
  const t = useT('dashboard')
  const common = useT('common')
  const dates = useDateFormat()
  const removal = useDeleteReview({
    onSuccess: () => toast.success(t('reviews.deleted')),
    onError: (error) =>
      toast.error(
        t(variant === 'author' ? 'reviews.deleteFailedMine' : 'reviews.deleteFailedAdmin', {
          reason: error.message,
        }),
      ),
  })
  const edit = useEditReview({
    onSuccess: () => toast.success(t('reviews.updated')),
    onError: (error) => toast.error(t('reviews.updateFailed', { reason: error.message })),
  })
  const onEdit = async (review: Review) => {
    const result = await fireDialog({
      title: t('reviews.editTitle'),
      input: 'textarea',
      inputLabel: t('reviews.editLabel', { title: review.propertyTitle }),
      inputValue: review.description,
      showCancelButton: true,
      confirmButtonText: t('reviews.save'),
      cancelButtonText: t('reviews.cancel'),
      // The same rule as the server's: required, at most 2000 characters.
      inputValidator: (value) => {
        const parsed = reviewEditSchema.safeParse({ description: value })
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? t('reviews.required'))
      },
    })
    if (result.isConfirmed && typeof result.value === 'string') {
      edit.mutate({ id: review._id, description: result.value.trim() })
    }
  }
  const onDelete = async (review: Review) => {
    const confirmed =
      variant === 'author'
        ? await confirmDanger(t('reviews.confirmTitle'), t('reviews.confirmMine'))
        : await confirmDanger(t('reviews.confirmTitle'), t('reviews.confirmAdmin'))
    if (confirmed) {
      removal.mutate({ id: review._id, email: variant === 'author' ? review.reviewerEmail : undefined })
    }
  }

  return (
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
            <p className="wrap-anywhere">{review.description}</p>
            <p className="text-xs text-base-content/60">{dates.date(review.createdAt)}</p>
            <div className="card-actions justify-end">
              {variant === 'author' && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={edit.isPending}
                  aria-label={t('reviews.editAria', { title: review.propertyTitle })}
                  onClick={() => onEdit(review)}
                >
                  {edit.isPending && edit.variables?.id === review._id ? t('saving') : t('reviews.edit')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-sm btn-error"
                disabled={removal.isPending}
                aria-label={t('reviews.deleteAria', {
                  title: review.propertyTitle,
                  name: review.reviewerName,
                })}
                onClick={() => onDelete(review)}
              >
                {t('delete')}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
