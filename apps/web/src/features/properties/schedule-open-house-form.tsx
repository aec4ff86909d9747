import { useId } from 'react'
import { FormField } from '../../components/form-field.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/** The browser's own time zone, in which the agent reads the clock they type. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The agent's form for a new open house: a day, from and to, in their own time zone. It posts to the listing
 * route's action (features/properties/open-house-actions.server.ts), which checks it and says each problem beside
 * its field; the browser's zone goes with it once the page runs.
 */
export function ScheduleOpenHouseForm() {
  const id = useId()
  const t = useT('listing')
  const form = useActionForm({ intent: 'open-house' })
  const day = form.field('day', `${id}-day`)
  const from = form.field('from', `${id}-from`)
  const to = form.field('to', `${id}-to`)

  return (
    <>
      <ActionForm
        form={form}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="open-house" />
        {form.hydrated && <input type="hidden" name="timeZone" value={browserZone()} />}
        <FormField id={day.input.id} label={t('openHouses.day')} error={day.error}>
          <input type="date" className="input w-full" required {...day.input} />
        </FormField>
        <FormField id={from.input.id} label={t('openHouses.from')} error={from.error}>
          <input type="time" className="input w-full" required {...from.input} />
        </FormField>
        <FormField id={to.input.id} label={t('openHouses.to')} error={to.error}>
          <input type="time" className="input w-full" required {...to.input} />
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? t('openHouses.scheduling') : t('openHouses.schedule')}
        </button>
      </ActionForm>
      <FormStatus outcome={form.outcome} />
    </>
  )
}
