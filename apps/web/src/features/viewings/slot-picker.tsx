import { VIEWING_MESSAGE_MAX } from '@keyhaven/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { QueryCache } from '../../app/query-cache.tsx'
import { FormField } from '../../components/form-field.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { pageLocale } from '../../lib/i18n/page-language.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { viewingSlotsQuery } from './api.ts'

/** The slots grouped by the agent's local day, each day's times in order. */
function byDay(slots: { start: string }[], timeZone: string) {
  const locale = pageLocale()
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone })
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone })
  const days = new Map<string, { start: string; label: string }[]>()
  for (const slot of slots) {
    const key = day.format(new Date(slot.start))
    days.set(key, [...(days.get(key) ?? []), { start: slot.start, label: time.format(new Date(slot.start)) }])
  }
  return [...days]
}

/**
 * Book a viewing: the agent's free times (in the agent's time zone), one chosen, a message, then the request.
 * The free times are read in the browser, through the query cache that loads with this part (not the page).
 */
export function SlotPicker({ propertyId }: { propertyId: string }) {
  return (
    <QueryCache>
      <Slots propertyId={propertyId} />
    </QueryCache>
  )
}

function Slots({ propertyId }: { propertyId: string }) {
  const slots = useQuery(viewingSlotsQuery(propertyId))
  const t = useT('listing')
  // The listing route's action books it (features/viewings/viewing-actions.server.ts), checking with the contract.
  const form = useActionForm({ intent: 'viewing' })
  const message = form.field('message', 'viewing-message')
  const requested = isDone(form.outcome)
  // A time must be chosen before the request goes; a request that went through starts the form over, and the
  // free times are read again (the one taken is no longer free; the browser reads them, not the route's loader).
  const [chosen, setChosen] = useState('')
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!requested) return
    setChosen('')
    void queryClient.invalidateQueries({ queryKey: viewingSlotsQuery(propertyId).queryKey })
  }, [requested, queryClient, propertyId])

  return (
    <section aria-labelledby="book-viewing-title">
      <h2 id="book-viewing-title" className="mb-2 text-2xl font-bold">
        {t('viewing.title')}
      </h2>
      {requested && (
        <p role="status" className="alert alert-success mb-4">
          {messageWith((marks) => t('viewing.requested', marks), {
            myViewings: (
              <Link to={dashboardPaths.myViewings} className="link">
                {t('viewing.myViewings')}
              </Link>
            ),
          })}
        </p>
      )}
      {slots.isPending ? (
        <LoadingState label={t('viewing.loading')} />
      ) : slots.isError ? (
        <ErrorState message={t('viewing.error')} onRetry={() => slots.refetch()} />
      ) : slots.data.slots.length === 0 ? (
        <p className="text-base-content/70">{t('viewing.none', { days: 14 })}</p>
      ) : (
        <ActionForm form={form} noValidate>
          <input type="hidden" name="intent" value="viewing" />
          <input type="hidden" name="propertyId" value={propertyId} />
          <p className="mb-2 text-sm text-base-content/80">
            {t('viewing.timeZone', { zone: slots.data.timeZone })}
          </p>
          <div className="max-h-80 space-y-3 overflow-y-auto">
            {byDay(slots.data.slots, slots.data.timeZone).map(([day, times]) => (
              <fieldset key={day}>
                <legend className="mb-1 font-medium">{day}</legend>
                <div className="flex flex-wrap gap-2">
                  {times.map((slot) => (
                    <label
                      key={slot.start}
                      className="btn btn-sm btn-outline gap-2 has-checked:btn-primary has-focus-visible:outline-2"
                    >
                      <input
                        type="radio"
                        name="start"
                        value={slot.start}
                        className="radio radio-xs"
                        onChange={() => setChosen(slot.start)}
                        aria-label={`${day}, ${slot.label}`}
                      />
                      {slot.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <div className="mt-4">
            <FormField id="viewing-message" label={t('viewing.message')} error={message.error}>
              <textarea className="textarea w-full" maxLength={VIEWING_MESSAGE_MAX} {...message.input} />
            </FormField>
          </div>
          <FormStatus outcome={form.outcome} />
          <button type="submit" className="btn btn-primary mt-3" disabled={!chosen || form.busy}>
            {form.busy ? t('viewing.requesting') : t('viewing.request')}
          </button>
        </ActionForm>
      )}
    </section>
  )
}
