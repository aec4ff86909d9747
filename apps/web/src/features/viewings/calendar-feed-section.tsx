import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmChange } from '../../lib/dialogs.ts'
import { calendarFeedQuery, useRotateCalendarFeed } from './api.ts'

/**
 * The profile's Calendar feed: the private address of the person's viewings (and an agent's open houses), for a
 * calendar app to subscribe to. The server keeps only the address's digest, so the address is shown once, right
 * after it is made, with a copy button; later the section says since when the feed exists and offers a new
 * address (which stops the old one at once).
 */
export function CalendarFeedSection() {
  const feed = useQuery(calendarFeedQuery())
  const rotate = useRotateCalendarFeed({
    onSuccess: () => toast.success('Your calendar feed has a new address.'),
    onError: (error) => toast.error(`Your calendar feed address could not be made. ${error.message}`),
  })
  const { date } = useDateFormat()
  const url = rotate.data?.url
  const madeAt = feed.data?.madeAt

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address)
      toast.success('Calendar feed address copied.')
    } catch {
      toast.error('Could not copy: select the address and copy it yourself.')
    }
  }
  const replace = async () => {
    if (
      await confirmChange(
        'Get a new calendar feed address?',
        'The current address stops working at once: calendars subscribed to it must subscribe to the new one.',
        'Get a new address',
      )
    )
      rotate.mutate()
  }
  const replaceButton = (
    <button type="button" className="btn btn-outline" disabled={rotate.isPending} onClick={replace}>
      Get a new address
    </button>
  )

  return (
    <section
      aria-labelledby="calendar-feed-title"
      className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md"
    >
      <div className="card-body">
        <h2 id="calendar-feed-title" className="card-title">
          Calendar feed
        </h2>
        <p className="text-sm">
          Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see your
          confirmed viewings there, and the open houses of your listings if you are an agent. A viewing that
          is cancelled is marked cancelled there too. Anyone with the address can read them: keep it to
          yourself.
        </p>
        {url ? (
          <>
            <label className="flex w-full flex-col">
              <span className="label-text mb-1 text-sm font-medium">Calendar feed address</span>
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
              Copy it now: for your safety, Keyhaven shows this address only once.
            </p>
            <div className="card-actions justify-end">
              {replaceButton}
              <button type="button" className="btn btn-primary" onClick={() => copy(url)}>
                Copy address
              </button>
            </div>
          </>
        ) : feed.isPending ? (
          <LoadingState label="Loading your calendar feed..." />
        ) : feed.isError ? (
          <ErrorState message="We could not load your calendar feed." onRetry={() => feed.refetch()} />
        ) : madeAt ? (
          <>
            <p className="text-sm">
              Your calendar feed has been on since {date(madeAt)}. Its address was shown once, when it was
              made. If you no longer have it, get a new address and subscribe to that one.
            </p>
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
              Make my calendar feed
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
