import { MAX_INQUIRY_MESSAGE_LENGTH, MAX_VIEWING_TIMES } from '@keyhaven/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone, isFailure } from '../../lib/forms/outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { BLANK_TIMES_UNUSED } from './contact-fields.ts'

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input reads and writes it. */
function localInputValue(date: Date): string {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/**
 * Contact the agent of a listing: a message, an optional phone and up to three proposed viewing times, posted
 * to the listing route's action (inquiry-actions.server.ts), which checks them with the contract. The
 * conversation then goes on in the dashboard (My Inquiries for the sender, Leads for the agent). A person
 * already in one (`conversationId`) is pointed to it; the message just sent says so beside the form.
 */
export function ContactAgentForm({
  propertyId,
  agentName,
  conversationId,
}: {
  propertyId: string
  agentName: string
  conversationId?: string | null | undefined
}) {
  const id = useId()
  const t = useT('listing')
  const form = useActionForm({ intent: 'contact' })
  const sentTo = isDone(form.outcome) ? form.outcome.result?.inquiryId : undefined
  if (conversationId && !sentTo) {
    return (
      <section aria-labelledby="contact-title" className="card card-border bg-base-100">
        <div className="card-body gap-3">
          <h2 id="contact-title" className="card-title text-2xl">
            {t('contact.title')}
          </h2>
          <p className="text-base-content/80">{t('contact.inTouch', { name: agentName })}</p>
          <Link to={dashboardPaths.myInquiry(conversationId)} className="btn btn-primary w-fit">
            {t('contact.openConversation')}
          </Link>
        </div>
      </section>
    )
  }
  return <ContactForm id={id} form={form} propertyId={propertyId} agentName={agentName} sentTo={sentTo} />
}

function ContactForm({
  id,
  form,
  propertyId,
  agentName,
  sentTo,
}: {
  id: string
  form: ReturnType<typeof useActionForm>
  propertyId: string
  agentName: string
  sentTo: string | undefined
}) {
  const t = useT('listing')
  const message = form.field('message', `${id}-message`)
  const phone = form.field('phone', `${id}-phone`)
  const times = form.field('viewingTimes', `${id}-viewingTimes`)
  const [length, setLength] = useState((message.input.defaultValue ?? '').length)
  // Once the page runs, times are added one by one (each key an input); without scripts all of them show.
  const [timeKeys, setTimeKeys] = useState<number[]>([])
  const nextKey = useRef(0)
  useEffect(() => {
    if (!sentTo) return
    setTimeKeys([])
    setLength(0)
  }, [sentTo])
  const failed = isFailure(form.outcome) ? form.outcome : undefined

  return (
    <section aria-labelledby={`${id}-title`} className="card card-border bg-base-100">
      {/* noValidate: the server's check says each field's problem in the product's words (lib/forms). */}
      <ActionForm form={form} className="card-body gap-4" noValidate>
        <input type="hidden" name="intent" value="contact" />
        <input type="hidden" name="propertyId" value={propertyId} />
        {form.hydrated && (
          <input type="hidden" name="timeZone" value={Intl.DateTimeFormat().resolvedOptions().timeZone} />
        )}
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
        <FormField id={`${id}-message`} label={t('contact.message')} error={message.error}>
          <textarea
            className="textarea h-32 w-full"
            maxLength={MAX_INQUIRY_MESSAGE_LENGTH}
            {...message.input}
            aria-describedby={[message.input['aria-describedby'], `${id}-message-count`]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => setLength(event.currentTarget.value.length)}
          />
        </FormField>
        <p id={`${id}-message-count`} className="-mt-3 text-end text-sm text-base-content/80">
          {length} / {MAX_INQUIRY_MESSAGE_LENGTH}
        </p>
        <FormField id={`${id}-phone`} label={t('contact.phone')} error={phone.error}>
          <input type="tel" autoComplete="tel" className="input w-full sm:max-w-xs" {...phone.input} />
        </FormField>
        <fieldset
          className="fieldset"
          aria-describedby={times.error ? `${id}-viewingTimes-error` : undefined}
        >
          <legend className="fieldset-legend text-sm font-medium text-base-content">
            {t('contact.times', { max: MAX_VIEWING_TIMES })}
          </legend>
          <ul className="flex flex-col gap-2 empty:hidden">
            {timeKeys.map((key, index) => (
              <li key={key} className="flex flex-wrap items-center gap-2">
                <label htmlFor={`${id}-time-${key}`} className="sr-only">
                  {t('contact.time', { position: index + 1 })}
                </label>
                <input
                  id={`${id}-time-${key}`}
                  name="viewingTimes"
                  type="datetime-local"
                  className="input w-full sm:w-auto"
                  min={localInputValue(new Date())}
                  aria-invalid={times.error ? true : undefined}
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => setTimeKeys((keys) => keys.filter((other) => other !== key))}
                >
                  {t('contact.remove')}
                  <span className="sr-only"> {t('contact.removeWhich', { position: index + 1 })}</span>
                </button>
              </li>
            ))}
          </ul>
          {form.hydrated && timeKeys.length < MAX_VIEWING_TIMES && (
            <button
              type="button"
              className="btn btn-outline btn-sm mt-2 w-fit"
              onClick={() => setTimeKeys((keys) => [...keys, nextKey.current++])}
            >
              {t('contact.addTime')}
            </button>
          )}
          {/* Without scripts every time's input shows at once, read in UTC; those left blank are not proposed. */}
          <noscript>
            <input type="hidden" name="blankTimes" value={BLANK_TIMES_UNUSED} />
            <p className="text-sm text-base-content/80">{t('contact.timesInUtc')}</p>
            <ul className="flex flex-col gap-2">
              {Array.from({ length: MAX_VIEWING_TIMES }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of positions
                <li key={index}>
                  <label htmlFor={`${id}-time-${index}`} className="sr-only">
                    {t('contact.time', { position: index + 1 })}
                  </label>
                  <input
                    id={`${id}-time-${index}`}
                    name="viewingTimes"
                    type="datetime-local"
                    className="input w-full sm:w-auto"
                    min={`${new Date().toISOString().slice(0, 10)}T00:00`}
                    defaultValue={failed?.typed[`viewingTimes.${index}`]}
                    aria-invalid={times.error ? true : undefined}
                  />
                </li>
              ))}
            </ul>
          </noscript>
          {times.error && (
            <p id={`${id}-viewingTimes-error`} role="alert" className="mt-1 text-sm text-error">
              {times.error.message}
            </p>
          )}
        </fieldset>
        <FormStatus outcome={failed} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? t('contact.sending') : t('contact.send')}
          </button>
        </div>
      </ActionForm>
    </section>
  )
}
