import type { OpenHouse } from '@keyhaven/contract'
import { lazy, Suspense, useId } from 'react'
import toast from 'react-hot-toast'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { LoadingState } from '../../components/status.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
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
  const t = useT('listing')
  const cancel = useCancelOpenHouse({
    onSuccess: () => toast.success(t('openHouses.cancelled')),
    onError: (error) => toast.error(t('openHouses.notCancelled', { reason: error.message })),
  })

  const onCancel = async (openHouse: OpenHouse) => {
    const when = dates.dateTimeRange(openHouse.start, openHouse.end)
    if (
      await confirmDanger(
        t('openHouses.confirm'),
        t('openHouses.confirmText', { when }),
        t('openHouses.confirmYes'),
      )
    ) {
      cancel.mutate({ propertyId, openHouseId: openHouse._id })
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <h2 id={`${id}-title`} className="card-title text-2xl">
          {t('openHouses.title')}
        </h2>
        {openHouses.length === 0 ? (
          <p className="text-base-content/80">{t('openHouses.none')}</p>
        ) : (
          <>
            <p className="text-base-content/80">{t('openHouses.comeBy')}</p>
            <ul aria-label={t('openHouses.title')} className="space-y-2">
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
                      {t('openHouses.cancel')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {canSchedule && (
          // A form that works only with its script (as the contact form): it shows once the page runs.
          <BrowserOnly fallback={<LoadingState label={t('openHouses.loadingForm')} />}>
            <Suspense fallback={<LoadingState label={t('openHouses.loadingForm')} />}>
              <ScheduleOpenHouseForm propertyId={propertyId} />
            </Suspense>
          </BrowserOnly>
        )}
      </div>
    </section>
  )
}
