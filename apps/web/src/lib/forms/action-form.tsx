import { type FormEvent, lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react'
import {
  type FetcherFormProps,
  type FetcherWithComponents,
  useActionData,
  useFetcher,
  useHref,
  useNavigate,
} from 'react-router'
import { useInBrowser } from '../../components/browser-only.tsx'
import { type FormDone, type FormOutcome, IN_PLACE_FIELD, isDone, isFailure, isQuestion } from './outcome.ts'
import { postOptions } from './post-options.ts'
import { tell } from './tell-outcome.ts'

// Shown only after a post made without scripts, so its code is not among every page's first scripts.
const ConfirmStep = lazy(() => import('./confirm-step.tsx'))

export interface ActionFormOptions {
  /** Which of the page's forms this is: a post made without scripts shows only on the form it came from. */
  intent?: string
  /** A finished form that goes elsewhere (`to`): what the page does first; by default it just goes there. */
  onDone?: (done: FormDone & { to: string }) => void | Promise<void>
  /** false: the page's loaders do not run again after this form's post, since none of them holds what it changes. */
  revalidate?: false
  /**
   * false: a form that went through and stays keeps its fields as they are. For fields that show the server's
   * state (a switch): a reset would put them back to how the page first drew them, behind React's back.
   */
  reset?: false
}

/** A form's state: what the last post answered, whether one is on its way, and each field's wiring. */
export interface ActionFormState {
  fetcher: FetcherWithComponents<FormOutcome>
  outcome: FormOutcome | undefined
  busy: boolean
  hydrated: boolean
  /** The form's own props: post, reference (to focus a field), and the submit guard (a double submit posts once). */
  props: {
    method: 'post'
    ref: RefObject<HTMLFormElement | null>
    onSubmit: (event: FormEvent<HTMLFormElement>) => void
  }
  /** A field's problem and the input's wiring to it: id, name, what was typed before, aria-invalid/-describedby. */
  field: (
    name: string,
    id: string,
  ) => {
    error: { message: string } | undefined
    input: {
      id: string
      name: string
      defaultValue?: string
      'aria-invalid'?: true
      'aria-describedby'?: string
    }
  }
}

/**
 * The one way a screen submits a form: it posts to the route's action (routes/*.tsx, lib/forms/submit-form.server.ts)
 * through a fetcher, in place, or as a plain form before the page's scripts run. The action's answer shows each
 * problem beside its field (the first of them focused) and tells the result with a toast (FormStatus in the
 * page without scripts). A step its action asks about first (a destructive one, an offer read back) is asked
 * with the app's confirm dialog and posted again on a yes; without scripts ActionForm shows the question with a
 * second submit. A double submit posts once.
 */
export function useActionForm({
  intent,
  onDone,
  revalidate,
  reset,
}: ActionFormOptions = {}): ActionFormState {
  const fetcher = useFetcher<FormOutcome>()
  // A post made before the page's scripts ran (or without them) answered the page itself.
  const posted = useActionData() as FormOutcome | undefined
  const outcome = fetcher.data ?? (posted && (!intent || posted.intent === intent) ? posted : undefined)
  const hydrated = useInBrowser()
  const navigate = useNavigate()
  const basename = useHref('/')
  const form = useRef<HTMLFormElement>(null)
  // Turned in the click's own event, before any render shows the button disabled, and turned back when the post
  // (with the page's revalidation) has finished: a double click posts once, a click on the answer's page again.
  const sending = useRef(false)
  const busy = fetcher.state !== 'idle'

  const handled = useRef<FormOutcome>(undefined)
  const finish = useRef(onDone)
  finish.current = onDone
  useEffect(() => {
    if (!outcome || handled.current === outcome) return
    handled.current = outcome
    if (isQuestion(outcome)) {
      // Asked in place only for a hydrated post: a post made without scripts shows the question in the page.
      if (outcome === fetcher.data)
        void import('./confirm-submit.ts').then(({ confirmThenPost }) =>
          confirmThenPost(outcome, fetcher.submit, form.current, basename, revalidate),
        )
      return
    }
    tell(outcome)
    // The first field the answer marked invalid (this render did), for the person to correct it.
    if (isFailure(outcome)) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    else if (isDone(outcome) && outcome.to) {
      const done = { ...outcome, to: outcome.to }
      void (finish.current ? finish.current(done) : navigate(done.to, { replace: true }))
    } else if (reset !== false) {
      // A form that went through and stays starts empty again.
      form.current?.reset()
    }
  }, [outcome, navigate, fetcher.data, fetcher.submit, basename, revalidate, reset])

  const props: ActionFormState['props'] = {
    method: 'post',
    ref: form,
    onSubmit: (event) => {
      event.preventDefault()
      if (sending.current) return
      sending.current = true
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
      void postInPlace(fetcher.submit, event.currentTarget, submitter, basename, revalidate).finally(() => {
        sending.current = false
      })
    },
  }

  const field: ActionFormState['field'] = (name, id) => {
    const problem = isFailure(outcome) ? outcome.fields[name] : undefined
    // What was typed comes back only to a page without scripts: a hydrated page's fields still hold it.
    const typed = fetcher.data ? undefined : isFailure(outcome) ? outcome.typed[name] : typedOf(outcome, name)
    return {
      error: problem === undefined ? undefined : { message: problem },
      input: {
        id,
        name,
        ...(typed !== undefined && { defaultValue: typed }),
        ...(problem !== undefined && { 'aria-invalid': true, 'aria-describedby': `${id}-error` }),
      },
    }
  }

  return { fetcher, outcome, busy, hydrated, props, field }
}

/**
 * Posts the form through the fetcher marked as posted in place: only the app's submit handler posts this way, so
 * the mark cannot be missing from a post the page's scripts made, nor present on one made without them.
 */
function postInPlace(
  submit: FetcherWithComponents<FormOutcome>['submit'],
  form: HTMLFormElement,
  submitter: HTMLButtonElement | null,
  basename: string,
  revalidate: false | undefined,
) {
  const data = new FormData(form)
  if (submitter?.name) data.append(submitter.name, submitter.value)
  data.set(IN_PLACE_FIELD, '')
  return submit(data, postOptions(form, basename, revalidate))
}

/** What a question's post held in a field, to keep it there (forms that ask hold no password). */
const typedOf = (outcome: FormOutcome | undefined, name: string) =>
  isQuestion(outcome) ? outcome.posted[name] : undefined

/**
 * The form of useActionForm: its fetcher's form, posted by the form's submit handler once the page's scripts run
 * (marked so that the action answers in place rather than with a redirect), and as a plain form before.
 */
export function ActionForm({
  form,
  children,
  ...attributes
}: { form: ActionFormState } & Omit<FetcherFormProps, 'method' | 'onSubmit'>) {
  const { Form } = form.fetcher
  const { outcome } = form
  return (
    <>
      {isQuestion(outcome) && outcome !== form.fetcher.data && (
        <Suspense>
          <ConfirmStep form={form} question={outcome} action={attributes.action} />
        </Suspense>
      )}
      <Form {...attributes} {...form.props}>
        {children}
      </Form>
    </>
  )
}

/**
 * A form of one button, a step on one record (delete it, revoke it, make them an agent): the record's fields as
 * hidden inputs and the button, disabled while the form posts.
 */
export function ButtonForm({
  form,
  fields,
  className,
  label,
  children,
}: {
  form: ActionFormState
  /** What the action reads: the step's `intent` and the record's id, and what its question names. */
  fields: Record<string, string>
  className: string
  /** The button's accessible name, when its text alone does not say which record it acts on. */
  label?: string | undefined
  children: ReactNode
}) {
  return (
    <ActionForm form={form}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} disabled={form.busy} aria-label={label}>
        {children}
      </button>
    </ActionForm>
  )
}
