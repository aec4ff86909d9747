import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmChange } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { calendarFeedQuery, useRotateCalendarFeed } from './api.ts'

/**
 * The profile's Calendar feed: the private address of the person's viewings (and an agent's open houses), for a
 * calendar app to subscribe to. The server keeps only the address's digest, so the address is shown once, right
 * after it is made, with a copy button; later the section says since when the feed exists and offers a new
 * address (which stops the old one at once).
 */
export function CalendarFeedSection() {
  const t = useT('dashboard')
  const feed = useQuery(calendarFeedQuery())
  const rotate = useRotateCalendarFeed({
    onSuccess: () => toast.success(t('feed.newAddressToast')),
    onError: (error) => toast.error(t('feed.makeFailed', { reason: error.message })),
  })
  const { date } = useDateFormat()
  const url = rotate.data?.url
  const madeAt = feed.data?.madeAt

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address)
      toast.success(t('feed.copied'))
    } catch {
      toast.error(t('feed.copyFailed'))
    }
  }
  const replace = async () => {
    if (await confirmChange(t('feed.confirmTitle'), t('feed.confirmText'), t('feed.newAddress')))
      rotate.mutate()
  }
  const replaceButton = (
    <button type="button" className="btn btn-outline" disabled={rotate.isPending} onClick={replace}>
      {t('feed.newAddress')}
    </button>
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
              {replaceButton}
              <button type="button" className="btn btn-primary" onClick={() => copy(url)}>
                {t('feed.copy')}
              </button>
            </div>
          </>
        ) : feed.isPending ? (
          <LoadingState label={t('profile.loadingFeed')} />
        ) : feed.isError ? (
          <ErrorState message={t('feed.error')} onRetry={() => feed.refetch()} />
        ) : madeAt ? (
          <>
            <p className="text-sm">{t('feed.since', { date: date(madeAt) })}</p>
            <div className="card-actions justify-end">{replaceButton}</div>
          </>
        ) : (
          <div className="card-actions justify-end">
            <button
              type="button"
              className="btn btn-primary"
              disabled={rotate.isPending}
              onClick={() => rotate.mutate()}
            >
              {t('feed.make')}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
