import type { CalendarFeedStatus } from '@keyhaven/contract'
import toast from 'react-hot-toast'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { ButtonForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'

/** The intent of the feed's address made (anew), posted to the profile route's action (calendar-feed-actions.server.ts). */
const CALENDAR_FEED_INTENT = 'calendar-feed'

/**
 * The profile's Calendar feed: the private address of the person's viewings (and an agent's open houses), for a
 * calendar app to subscribe to. The server keeps only the address's digest, so the address is shown once, right
 * after it is made (the action's answer), with a copy button; later the section says since when the feed exists
 * and offers a new address (which stops the old one at once, so the action asks first).
 */
export function CalendarFeedSection({ read }: { read: ScreenRead<CalendarFeedStatus> }) {
  const t = useT('dashboard')
  const feed = useScreenRead(read)
  const form = useActionForm({ intent: CALENDAR_FEED_INTENT })
  const { date } = useDateFormat()
  const url = isDone(form.outcome) ? form.outcome.result?.url : undefined

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address)
      toast.success(t('feed.copied'))
    } catch {
      toast.error(t('feed.copyFailed'))
    }
  }
  const makeButton = (label: string, className: string) => (
    <ButtonForm form={form} fields={{ intent: CALENDAR_FEED_INTENT }} className={className}>
      {label}
    </ButtonForm>
  )

  return (
    <section
      aria-labelledby="calendar-feed-title"
      className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md"
    >
      <div className="card-body">
        <h2 id="calendar-feed-title" className="card-title">
          {t('feed.title')}
        </h2>
        <p className="text-sm">{t('feed.intro')}</p>
        <FormStatus outcome={form.outcome} />
        {url ? (
          <>
            <label className="flex w-full flex-col">
              <span className="label-text mb-1 text-sm font-medium">{t('feed.address')}</span>
              <input
                type="text"
                readOnly
                value={url}
                aria-describedby="calendar-feed-once"
                className="input input-bordered w-full font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
            </label>
            <p id="calendar-feed-once" className="text-sm font-medium">
              {t('feed.once')}
            </p>
            <div className="card-actions justify-end">
              {makeButton(t('feed.newAddress'), 'btn btn-outline')}
              {/* Copying needs the page's scripts; without them the address is selected in its field. */}
              {form.hydrated && (
                <button type="button" className="btn btn-primary" onClick={() => copy(url)}>
                  {t('feed.copy')}
                </button>
              )}
            </div>
          </>
        ) : (
          <QueryView query={feed} loading={t('profile.loadingFeed')} error={t('feed.error')}>
            {({ madeAt }) =>
              madeAt ? (
                <>
                  <p className="text-sm">{t('feed.since', { date: date(madeAt) })}</p>
                  <div className="card-actions justify-end">
                    {makeButton(t('feed.newAddress'), 'btn btn-outline')}
                  </div>
                </>
              ) : (
                <div className="card-actions justify-end">
                  {makeButton(t('feed.make'), 'btn btn-primary')}
                </div>
              )
            }
          </QueryView>
        )}
      </div>
    </section>
  )
}
