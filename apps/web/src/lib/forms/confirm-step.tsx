import { Link, useLocation } from 'react-router'
import { useT } from '../i18n/use-t.ts'
import type { ActionFormState } from './action-form.tsx'
import { CONFIRMED_FIELD, type FormQuestion } from './outcome.ts'

/**
 * The question of a post made without scripts, in the page: its text, a yes that posts the same fields again
 * marked as answered, and a Cancel that only reloads the page (nothing posted).
 */
export default function ConfirmStep({
  form,
  question: { intent, question, posted },
  action,
}: {
  form: ActionFormState
  question: FormQuestion
  action: string | undefined
}) {
  const here = useLocation()
  const t = useT('common')
  const { Form } = form.fetcher
  const id = `confirm-${intent}`
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="alert alert-warning alert-soft flex flex-col items-start gap-2"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {question.title}
      </h2>
      <p id={`${id}-text`}>{question.text}</p>
      <Form
        method="post"
        action={action}
        onSubmit={form.props.onSubmit}
        className="flex flex-wrap items-end gap-2"
      >
        {Object.entries(posted).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {question.reason && (
          <label className="flex w-full flex-col gap-1">
            <span className="text-sm font-medium">{question.reason.label}</span>
            <textarea
              name="reason"
              className="textarea w-full"
              required
              maxLength={question.reason.maxLength}
            />
          </label>
        )}
        <input type="hidden" name={CONFIRMED_FIELD} value="" />
        <button type="submit" className={question.danger === false ? 'btn btn-primary' : 'btn btn-error'}>
          {question.confirmButtonText}
        </button>
        <Link to={`${here.pathname}${here.search}`} className="btn btn-ghost">
          {t('dialog.cancel')}
        </Link>
      </Form>
    </div>
  )
}
