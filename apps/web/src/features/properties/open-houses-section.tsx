import type { OpenHouse } from '@keyhaven/contract'
import { lazy, Suspense, useId } from 'react'
import { LoadingState } from '../../components/status.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'

// Only the listing's agent schedules: the form's code loads for them alone.
const ScheduleOpenHouseForm = lazy(async () => ({
  default: (await import('./schedule-open-house-form.tsx')).ScheduleOpenHouseForm,
}))

/**
 * A listing's open houses still to come: listed for everyone; its agent schedules one (a day, from, to, in their
 * own time zone) and cancels one, asked first. Both post to the listing route's action
 * (features/properties/open-house-actions.server.ts). The details page shows it when there is one, or to the
 * agent who can schedule one.
 */
export function OpenHousesSection({
  openHouses,
  canSchedule,
}: {
  openHouses: OpenHouse[]
  /** The listing's own agent, while it is on the market. */
  canSchedule: boolean
}) {
  const id = useId()
  const dates = useDateFormat()
  const t = useT('listing')
  // An open house cancelled without scripts: its row is gone with it, so the section says it.
  const posted = usePostedOutcome((intent) => intent.startsWith('cancel-open-house:'))
  const cancelled = isDone(posted) ? posted : undefined

  return (
    <section aria-labelledby={`${id}-title`} className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <h2 id={`${id}-title`} className="card-title text-2xl">
          {t('openHouses.title')}
        </h2>
        <FormStatus outcome={cancelled} />
        {openHouses.length === 0 ? (
          <p className="text-base-content/80">{t('openHouses.none')}</p>
        ) : (
          <>
            <p className="text-base-content/80">{t('openHouses.comeBy')}</p>
            <ul aria-label={t('openHouses.title')} className="space-y-2">
              {openHouses.map((openHouse) => (
                <li key={openHouse._id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{dates.dateTimeRange(openHouse.start, openHouse.end)}</span>
                  {canSchedule && <CancelOpenHouse openHouseId={openHouse._id} />}
                </li>
              ))}
            </ul>
          </>
        )}
        {canSchedule && (
          <Suspense fallback={<LoadingState label={t('openHouses.loadingForm')} />}>
            <ScheduleOpenHouseForm />
          </Suspense>
        )}
      </div>
    </section>
  )
}

/** An open house's Cancel: the action asks first, with its hours, then it goes. */
function CancelOpenHouse({ openHouseId }: { openHouseId: string }) {
  const t = useT('listing')
  const form = useActionForm({ intent: `cancel-open-house:${openHouseId}` })
  return (
    <div>
      <ActionForm form={form}>
        <input type="hidden" name="intent" value="cancel-open-house" />
        <input type="hidden" name="openHouseId" value={openHouseId} />
        <button type="submit" className="btn btn-ghost btn-sm text-error" disabled={form.busy}>
          {t('openHouses.cancel')}
        </button>
      </ActionForm>
      <FormStatus outcome={isDone(form.outcome) ? undefined : form.outcome} />
    </div>
  )
}
