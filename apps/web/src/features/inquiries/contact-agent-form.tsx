import {
  inquiryInputSchema,
  MAX_INQUIRY_MESSAGE_LENGTH,
  MAX_VIEWING_TIMES,
  viewingTimeProblem,
} from '@keyhaven/contract'
import { type FormEvent, useId, useState } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useSendInquiry } from './api.ts'

const FIELDS = ['message', 'phone', 'viewingTimes'] as const
type Field = (typeof FIELDS)[number]
type Problems = Partial<Record<Field, string>>

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input reads and writes it. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/** The form's problems, checked with the contract's own rules before anything is sent. */
function check(message: string, phone: string, times: string[]): Problems {
  const problems: Problems = {}
  const parsed = inquiryInputSchema.safeParse({ message, ...(phone.trim() && { phone }) })
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as Field
    problems[field] ??= issue.message.charAt(0).toUpperCase() + issue.message.slice(1)
  }
  const timeProblem = times.map((time) => (time ? viewingTimeProblem(new Date(time).toISOString()) : null))
  const firstTimeProblem = timeProblem.find(Boolean)
  if (times.some((time) => !time)) problems.viewingTimes = 'Choose a date and time, or remove the empty one'
  else if (firstTimeProblem) problems.viewingTimes = firstTimeProblem
  return problems
}

/**
 * Contact the agent of a listing: a message, an optional phone and up to three proposed viewing times. The
 * conversation then goes on in the dashboard (My Inquiries for the sender, Leads for the agent).
 */
export function ContactAgentForm({ propertyId, agentName }: { propertyId: string; agentName: string }) {
  const id = useId()
  const [message, setMessage] = useState('')
  const [phone, setPhone] = useState('')
  const [times, setTimes] = useState<string[]>([])
  const [problems, setProblems] = useState<Problems>({})
  const [sentTo, setSentTo] = useState<string | null>(null)

  const send = useSendInquiry({
    onSuccess: ({ insertedId }) => {
      setSentTo(insertedId)
      setMessage('')
      setPhone('')
      setTimes([])
      toast.success('Your message was sent to the agent.')
    },
    onError: (error) => {
      const field = error instanceof ApiError ? FIELDS.find((name) => name === error.field) : undefined
      if (field && error instanceof ApiError) setProblems({ [field]: error.detail })
      toast.error(`Your message was not sent. ${error instanceof ApiError ? error.detail : error.message}`)
    },
  })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const found = check(message, phone, times)
    setProblems(found)
    if (Object.keys(found).length > 0) return
    send.mutate({
      propertyId,
      input: {
        message: message.trim(),
        ...(phone.trim() && { phone: phone.trim() }),
        ...(times.length > 0 && { viewingTimes: times.map((time) => new Date(time).toISOString()) }),
      },
    })
  }

  const describedBy = (field: Field, extra?: string) =>
    [problems[field] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined
  const errorOf = (field: Field) =>
    problems[field] && (
      <p id={`${id}-${field}-error`} role="alert" className="mt-1 text-sm text-error">
        {problems[field]}
      </p>
    )
  const now = localInputValue(new Date())

  return (
    <section aria-labelledby={`${id}-title`} className="card card-border bg-base-100">
      <form className="card-body gap-4" onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`} className="card-title text-2xl">
          Contact agent
        </h2>
        <p className="text-base-content/80">
          Ask {agentName} a question or propose a time to see the home. Replies arrive in your dashboard and
          by e-mail.
        </p>
        {sentTo && (
          <p role="status" className="alert alert-success alert-soft">
            <span>
              Your message was sent.{' '}
              <Link to={dashboardPaths.myInquiry(sentTo)} className="link">
                Open the conversation
              </Link>
            </span>
          </p>
        )}
        <div className="form-control">
          <label htmlFor={`${id}-message`} className="label mb-1 text-sm font-medium text-base-content">
            Message
          </label>
          <textarea
            id={`${id}-message`}
            className="textarea h-32 w-full"
            value={message}
            maxLength={MAX_INQUIRY_MESSAGE_LENGTH}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={describedBy('message', `${id}-message-count`)}
            onChange={(event) => {
              setMessage(event.target.value)
              setProblems(({ message: _, ...rest }) => rest)
            }}
          />
          <p id={`${id}-message-count`} className="mt-1 text-right text-sm text-base-content/80">
            {message.length} / {MAX_INQUIRY_MESSAGE_LENGTH}
          </p>
          {errorOf('message')}
        </div>
        <div className="form-control">
          <label htmlFor={`${id}-phone`} className="label mb-1 text-sm font-medium text-base-content">
            Phone (optional)
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            className="input w-full sm:max-w-xs"
            value={phone}
            aria-invalid={problems.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            onChange={(event) => {
              setPhone(event.target.value)
              setProblems(({ phone: _, ...rest }) => rest)
            }}
          />
          {errorOf('phone')}
        </div>
        <fieldset className="fieldset" aria-describedby={describedBy('viewingTimes')}>
          <legend className="fieldset-legend text-sm font-medium text-base-content">
            Viewing times (optional, up to {MAX_VIEWING_TIMES})
          </legend>
          <ul className="flex flex-col gap-2">
            {times.map((time, index) => (
              // The inputs have no identity of their own; their place in the list is what a person sees.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className="flex flex-wrap items-center gap-2">
                <label htmlFor={`${id}-time-${index}`} className="sr-only">
                  Viewing time {index + 1}
                </label>
                <input
                  id={`${id}-time-${index}`}
                  type="datetime-local"
                  className="input w-full sm:w-auto"
                  min={now}
                  value={time}
                  aria-invalid={problems.viewingTimes ? true : undefined}
                  onChange={(event) => {
                    const next = event.target.value
                    setTimes((current) => current.map((old, at) => (at === index ? next : old)))
                    setProblems(({ viewingTimes: _, ...rest }) => rest)
                  }}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => setTimes((current) => current.filter((_, at) => at !== index))}
                >
                  Remove<span className="sr-only"> viewing time {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          {times.length < MAX_VIEWING_TIMES && (
            <button
              type="button"
              className="btn btn-outline btn-sm mt-2 w-fit"
              onClick={() => setTimes((current) => [...current, ''])}
            >
              Add a viewing time
            </button>
          )}
          {errorOf('viewingTimes')}
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send message'}
          </button>
        </div>
      </form>
    </section>
  )
}
