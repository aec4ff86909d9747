import type { OpenHouse } from '@keyhaven/contract'
import { lazy, Suspense, useId } from 'react'
import toast from 'react-hot-toast'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { LoadingState } from '../../components/status.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { useCancelOpenHouse } from './api.ts'

// Only the listing's agent schedules: the form's code loads for them alone.
const ScheduleOpenHouseForm = lazy(async () => ({
  default: (await import('./schedule-open-house-form.tsx')).ScheduleOpenHouseForm,
}))

/**
 * A listing's open houses still to come: listed for everyone; its agent schedules one (a day, from, to, in their
 * own time zone) and cancels one after a confirmation. The details page shows it when there is one, or to the
 * agent who can schedule one.
 */
export function OpenHousesSection({
  propertyId,
  openHouses,
  canSchedule,
}: {
  propertyId: string
  openHouses: OpenHouse[]
  /** The listing's own agent, while it is on the market. */
  canSchedule: boolean
}) {
  const id = useId()
  const dates = useDateFormat()
  const cancel = useCancelOpenHouse({
    onSuccess: () => toast.success('The open house was cancelled.'),
    onError: (error) => toast.error(`The open house was not cancelled. ${error.message}`),
  })

  const onCancel = async (openHouse: OpenHouse) => {
    const when = dates.dateTimeRange(openHouse.start, openHouse.end)
    if (
      await confirmDanger(
        'Cancel this open house?',
        `${when} will no longer show on the listing.`,
        'Yes, cancel it',
      )
    ) {
      cancel.mutate({ propertyId, openHouseId: openHouse._id })
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <h2 id={`${id}-title`} className="card-title text-2xl">
          Open houses
        </h2>
        {openHouses.length === 0 ? (
          <p className="text-base-content/80">No open house is scheduled.</p>
        ) : (
          <>
            <p className="text-base-content/80">Come by at any time in these hours; no booking needed.</p>
            <ul aria-label="Open houses" className="space-y-2">
              {openHouses.map((openHouse) => (
                <li key={openHouse._id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{dates.dateTimeRange(openHouse.start, openHouse.end)}</span>
                  {canSchedule && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm text-error"
                      disabled={cancel.isPending}
                      onClick={() => void onCancel(openHouse)}
                    >
                      Cancel open house
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {canSchedule && (
          // A form that works only with its script (as the contact form): it shows once the page runs.
          <BrowserOnly fallback={<LoadingState label="Loading the open house form..." />}>
            <Suspense fallback={<LoadingState label="Loading the open house form..." />}>
              <ScheduleOpenHouseForm propertyId={propertyId} />
            </Suspense>
          </BrowserOnly>
        )}
      </div>
    </section>
  )
}
