import { zodResolver } from '@hookform/resolvers/zod'
import {
  inquiryInputSchema,
  MAX_INQUIRY_MESSAGE_LENGTH,
  MAX_VIEWING_TIMES,
  viewingTimeProblem,
} from '@keyhaven/contract'
import { useId, useMemo, useState } from 'react'
import { useFieldArray, useForm, useWatch } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { z } from 'zod'
import { fieldA11y } from '../../components/form-field.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useSendInquiry } from './api.ts'

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input reads and writes it. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/**
 * The form's own shape, checked with the contract's rules: an empty phone is no phone, and the viewing times
 * are the inputs' local date-times (a field array holds objects), each held to the contract's rule on the clock.
 */
const contactFormSchema = (t: Translate<'listing'>) =>
  z.object({
    message: inquiryInputSchema.shape.message,
    phone: z
      .string()
      .transform((phone) => phone.trim() || undefined)
      .pipe(inquiryInputSchema.shape.phone),
    viewingTimes: z
      .array(z.object({ at: z.string() }))
      .max(MAX_VIEWING_TIMES)
      .superRefine((times, ctx) => {
        const problem = times.some(({ at }) => !at)
          ? t('contact.emptyTime')
          : times.map(({ at }) => viewingTimeProblem(new Date(at).toISOString())).find(Boolean)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
  })
type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>
type ContactForm = z.output<ReturnType<typeof contactFormSchema>>
const FIELDS = ['message', 'phone', 'viewingTimes'] as const

/** The contract's messages name their field in lower case ("message is required"); beside the field, a sentence. */
const sentence = (error: { message?: string | undefined } | undefined) =>
  error?.message && error.message.charAt(0).toUpperCase() + error.message.slice(1)

/**
 * Contact the agent of a listing: a message, an optional phone and up to three proposed viewing times. The
 * conversation then goes on in the dashboard (My Inquiries for the sender, Leads for the agent). What was typed
 * stays in the form until it is sent.
 */
export function ContactAgentForm({ propertyId, agentName }: { propertyId: string; agentName: string }) {
  const id = useId()
  const t = useT('listing')
  const schema = useMemo(() => contactFormSchema(t), [t])
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactFormValues, unknown, ContactForm>({
    resolver: zodResolver(schema),
    defaultValues: { message: '', phone: '', viewingTimes: [] },
  })
  const times = useFieldArray({ control, name: 'viewingTimes' })
  const message = useWatch({ control, name: 'message' })

  const send = useSendInquiry({
    onSuccess: ({ insertedId }) => {
      setSentTo(insertedId)
      reset()
      toast.success(t('contact.sentToast'))
    },
    onError: (error) => {
      const field = error instanceof ApiError ? FIELDS.find((name) => name === error.field) : undefined
      if (field && error instanceof ApiError) setError(field, { message: error.detail })
      toast.error(t('contact.notSent', { reason: error instanceof ApiError ? error.detail : error.message }))
    },
  })

  const submit = ({ message, phone, viewingTimes }: ContactForm) =>
    send.mutate({
      propertyId,
      input: {
        message,
        ...(phone && { phone }),
        ...(viewingTimes.length > 0 && {
          viewingTimes: viewingTimes.map(({ at }) => new Date(at).toISOString()),
        }),
      },
    })

  const messageError = sentence(errors.message)
  const phoneError = sentence(errors.phone)
  // Shown once for the list; zod's resolver puts a list's own problem under `root` once it has inputs.
  const timesError = sentence(errors.viewingTimes?.root ?? errors.viewingTimes)
  const errorOf = (field: (typeof FIELDS)[number], problem: string | undefined) =>
    problem && (
      <p id={`${id}-${field}-error`} role="alert" className="mt-1 text-sm text-error">
        {problem}
      </p>
    )
  const now = localInputValue(new Date())

  return (
    <section aria-labelledby={`${id}-title`} className="card card-border bg-base-100">
      <form className="card-body gap-4" onSubmit={handleSubmit(submit)} noValidate>
        <h2 id={`${id}-title`} className="card-title text-2xl">
          {t('contact.title')}
        </h2>
        <p className="text-base-content/80">{t('contact.ask', { name: agentName })}</p>
        {sentTo && (
          <p role="status" className="alert alert-success alert-soft">
            <span>
              {t('contact.sent')}{' '}
              <Link to={dashboardPaths.myInquiry(sentTo)} className="link">
                {t('contact.openConversation')}
              </Link>
            </span>
          </p>
        )}
        <div className="flex flex-col">
          <label htmlFor={`${id}-message`} className="label mb-1 text-sm font-medium text-base-content">
            {t('contact.message')}
          </label>
          <textarea
            className="textarea h-32 w-full"
            maxLength={MAX_INQUIRY_MESSAGE_LENGTH}
            {...fieldA11y(`${id}-message`, errors.message)}
            aria-describedby={[messageError && `${id}-message-error`, `${id}-message-count`]
              .filter(Boolean)
              .join(' ')}
            {...register('message')}
          />
          <p id={`${id}-message-count`} className="mt-1 text-end text-sm text-base-content/80">
            {message.length} / {MAX_INQUIRY_MESSAGE_LENGTH}
          </p>
          {errorOf('message', messageError)}
        </div>
        <div className="flex flex-col">
          <label htmlFor={`${id}-phone`} className="label mb-1 text-sm font-medium text-base-content">
            {t('contact.phone')}
          </label>
          <input
            type="tel"
            autoComplete="tel"
            className="input w-full sm:max-w-xs"
            {...fieldA11y(`${id}-phone`, errors.phone)}
            {...register('phone')}
          />
          {errorOf('phone', phoneError)}
        </div>
        <fieldset className="fieldset" aria-describedby={timesError ? `${id}-viewingTimes-error` : undefined}>
          <legend className="fieldset-legend text-sm font-medium text-base-content">
            {t('contact.times', { max: MAX_VIEWING_TIMES })}
          </legend>
          <ul className="flex flex-col gap-2">
            {times.fields.map((time, index) => (
              <li key={time.id} className="flex flex-wrap items-center gap-2">
                <label htmlFor={`${id}-time-${index}`} className="sr-only">
                  {t('contact.time', { position: index + 1 })}
                </label>
                <input
                  id={`${id}-time-${index}`}
                  type="datetime-local"
                  className="input w-full sm:w-auto"
                  min={now}
                  aria-invalid={timesError ? true : undefined}
                  {...register(`viewingTimes.${index}.at`)}
                />
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => times.remove(index)}>
                  {t('contact.remove')}
                  <span className="sr-only"> {t('contact.removeWhich', { position: index + 1 })}</span>
                </button>
              </li>
            ))}
          </ul>
          {times.fields.length < MAX_VIEWING_TIMES && (
            <button
              type="button"
              className="btn btn-outline btn-sm mt-2 w-fit"
              onClick={() => times.append({ at: '' }, { shouldFocus: false })}
            >
              {t('contact.addTime')}
            </button>
          )}
          {errorOf('viewingTimes', timesError)}
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary" disabled={send.isPending}>
            {send.isPending ? t('contact.sending') : t('contact.send')}
          </button>
        </div>
      </form>
    </section>
  )
}
