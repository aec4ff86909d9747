import { REVIEW_MAX_LENGTH } from '@keyhaven/contract'
import { useEffect, useRef, useState } from 'react'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'

// A listing's Add a Review (or, for a person who reviewed it, Edit your Review), loaded by its details page when
// first opened (components.tsx). Its form posts to the listing's route (review-actions.server.ts).

/**
 * Add a Review, shown while `open` (a modal once the page's scripts run; without them the page renders it open,
 * asked for by the details page's `?review`): its text stays in the dialog until it is submitted (a refused
 * submit keeps it); `onClose` hears the dialog close (Cancel, Escape, a review sent).
 * A person who reviewed the home already (`existing`) edits that review instead: one review per person and home.
 */
export function AddReviewDialog({
  existing,
  open,
  onClose,
}: {
  existing?: { _id: string; description: string } | null | undefined
  open: boolean
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const t = useT('listing')
  const form = useActionForm({ intent: 'review' })
  const text = form.field('description', 'review-text')
  const [length, setLength] = useState((text.input.defaultValue ?? existing?.description ?? '').length)
  // Once hydrated it is a modal (a page rendered open, without scripts, reopens as one).
  // Opened to edit, it starts from the saved text.
  const box = useRef<HTMLTextAreaElement>(null)
  const edited = existing?.description
  useEffect(() => {
    if (!form.hydrated) return
    if (open && !dialog.current?.open) {
      if (edited !== undefined && box.current) {
        box.current.value = edited
        setLength(edited.length)
      }
      dialog.current?.showModal()
    }
    if (!open && dialog.current?.open) dialog.current.close()
  }, [open, form.hydrated, edited])
  useEffect(() => {
    if (!isDone(form.outcome)) return
    dialog.current?.close()
    setLength(0)
  }, [form.outcome])
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="review-dialog-title"
      // Rendered on the server only when asked for: open there, as a page without scripts shows it.
      open={form.hydrated ? undefined : open}
      onClose={onClose}
    >
      <ActionForm form={form} noValidate className="modal-box">
        <input type="hidden" name="intent" value="review" />
        {existing && <input type="hidden" name="reviewId" value={existing._id} />}
        <h2 id="review-dialog-title" className="text-lg font-bold">
          {existing ? t('review.edit') : t('review.add')}
        </h2>
        <label htmlFor="review-text" className="sr-only">
          {t('review.label')}
        </label>
        <textarea
          ref={box}
          className="textarea mt-4 h-32 w-full"
          placeholder={t('review.placeholder')}
          required
          maxLength={REVIEW_MAX_LENGTH}
          // Without scripts the page renders what was saved (or typed); once hydrated, opening sets it.
          defaultValue={form.hydrated ? undefined : edited}
          onChange={(event) => setLength(event.target.value.length)}
          {...text.input}
          aria-describedby={text.error ? 'review-text-error review-text-count' : 'review-text-count'}
        />
        <p id="review-text-count" className="mt-1 text-end text-sm text-base-content/80" aria-live="polite">
          {length} / {REVIEW_MAX_LENGTH}
        </p>
        {text.error && (
          <p id="review-text-error" role="alert" className="mt-1 text-sm text-error">
            {text.error.message}
          </p>
        )}
        <FormStatus outcome={form.outcome} />
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            {t('review.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? t('review.submitting') : t('review.submit')}
          </button>
        </div>
      </ActionForm>
    </dialog>
  )
}
