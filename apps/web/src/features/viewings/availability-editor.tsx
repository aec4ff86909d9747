import type { Availability } from '@keyhaven/contract'
import { useEffect, useMemo, useRef, useState } from 'react'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { FormField } from '../../components/form-field.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { ActionForm, type ActionFormState, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { pageLocale } from '../../lib/i18n/page-language.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** Monday to Sunday (the contract's days 1 to 7) in the page's language: the week of Monday 1 January 2024. */
const weekdays = () => {
  const format = new Intl.DateTimeFormat(pageLocale(), { weekday: 'long', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, index) => format.format(Date.UTC(2024, 0, 1 + index)))
}
const TIME_ZONES = Intl.supportedValuesOf('timeZone')

/** Viewing hours in the agent's profile: time zone, weekly windows and blocked dates. */
export function AvailabilityEditor({ read }: { read: ScreenRead<Availability> }) {
  const t = useT('agent')
  return (
    <QueryView query={useScreenRead(read)} loading={t('hours.loading')} error={t('hours.error')}>
      {(availability) => <AvailabilityForm initial={availability} />}
    </QueryView>
  )
}

/**
 * The hours' form, posted to the profile route's action (features/viewings/availability-actions.server.ts), which
 * checks it with the contract and shows each problem beside its input.
 */
function AvailabilityForm({ initial }: { initial: Availability }) {
  const t = useT('agent')
  const form = useActionForm({ intent: 'availability' })
  return (
    <section
      aria-labelledby="availability-title"
      className="card mx-auto mt-8 max-w-xl bg-base-100 shadow-md"
    >
      <ActionForm form={form} noValidate className="card-body gap-4">
        <h2 id="availability-title" className="card-title">
          {t('hours.title')}
        </h2>
        <p className="text-sm text-base-content/80">{t('hours.help')}</p>
        <input type="hidden" name="intent" value="availability" />
        {/* The hours as saved: read again after a save, they start the fields over. */}
        <HoursFields key={JSON.stringify(initial)} initial={initial} form={form} />
        <FormStatus outcome={form.outcome} />
      </ActionForm>
    </section>
  )
}

function HoursFields({ initial, form }: { initial: Availability; form: ActionFormState }) {
  const t = useT('agent')
  const days = useMemo(weekdays, [])
  const next = useRef(0)
  const keyed = <T,>(row: T) => ({ ...row, key: next.current++ })
  const [weekly, setWeekly] = useState(() => initial.weekly.map(keyed))
  const [blocked, setBlocked] = useState(() => initial.blockedDates.map((date) => keyed({ date })))
  // Nothing to save until something changed (the page without scripts can always save).
  const [changed, setChanged] = useState(false)
  const saved = isDone(form.outcome)
  useEffect(() => {
    if (saved) setChanged(false)
  }, [saved])
  const zone = form.field('timeZone', 'availability-zone')
  // A page without scripts adds a window or a day off in a spare row, and drops one by clearing it.
  const spare = !form.hydrated

  return (
    <div className="flex flex-col gap-4" onChange={() => setChanged(true)}>
      <FormField id={zone.input.id} label={t('hours.timeZone')} error={zone.error}>
        <select className="select w-full" defaultValue={initial.timeZone} {...zone.input}>
          {['UTC', ...TIME_ZONES.filter((name) => name !== 'UTC')].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="space-y-2">
        <legend className="font-medium">{t('hours.weekly')}</legend>
        {weekly.length === 0 && <p className="text-sm text-base-content/70">{t('hours.none')}</p>}
        {[...weekly, ...(spare ? [{ key: -1, day: 1, start: '', end: '' }] : [])].map((row, index) => {
          const day = form.field(`weekly.${index}.day`, `window-day-${index}`)
          const start = form.field(`weekly.${index}.start`, `window-start-${index}`)
          const end = form.field(`weekly.${index}.end`, `window-end-${index}`)
          return (
            <div key={row.key} className="flex flex-wrap items-end gap-2">
              <FormField id={day.input.id} label={t('hours.day')} error={day.error}>
                <select className="select" defaultValue={String(row.day)} {...day.input}>
                  {days.map((name, number) => (
                    <option key={name} value={number + 1}>
                      {name}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id={start.input.id} label={t('hours.from')} error={start.error}>
                <input type="time" className="input" defaultValue={row.start} {...start.input} />
              </FormField>
              <FormField id={end.input.id} label={t('hours.to')} error={end.error}>
                <input type="time" className="input" defaultValue={row.end} {...end.input} />
              </FormField>
              {form.hydrated && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t('hours.removeHours', { number: index + 1 })}
                  onClick={() => {
                    setWeekly((rows) => rows.filter((one) => one.key !== row.key))
                    setChanged(true)
                  }}
                >
                  {t('hours.remove')}
                </button>
              )}
            </div>
          )
        })}
        {form.hydrated && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => {
              setWeekly((rows) => [...rows, keyed({ day: 1, start: '09:00', end: '17:00' })])
              setChanged(true)
            }}
          >
            {t('hours.add')}
          </button>
        )}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-medium">{t('hours.daysOff')}</legend>
        {[...blocked, ...(spare ? [{ key: -1, date: '' }] : [])].map((row, index) => {
          const date = form.field(`blockedDates.${index}`, `blocked-${index}`)
          return (
            <div key={row.key} className="flex items-end gap-2">
              <FormField
                id={date.input.id}
                label={t('hours.dayOff', { number: index + 1 })}
                error={date.error}
              >
                <input type="date" className="input" defaultValue={row.date} {...date.input} />
              </FormField>
              {form.hydrated && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={t('hours.removeDayOff', { number: index + 1 })}
                  onClick={() => {
                    setBlocked((rows) => rows.filter((one) => one.key !== row.key))
                    setChanged(true)
                  }}
                >
                  {t('hours.remove')}
                </button>
              )}
            </div>
          )
        })}
        {form.hydrated && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => {
              setBlocked((rows) => [...rows, keyed({ date: '' })])
              setChanged(true)
            }}
          >
            {t('hours.addDayOff')}
          </button>
        )}
      </fieldset>
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.busy || (form.hydrated && !changed)}>
          {form.busy ? t('form.saving') : t('hours.save')}
        </button>
      </div>
    </div>
  )
}
