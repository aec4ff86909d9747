import { VIEWING_MESSAGE_MAX, type ViewingInput } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { fieldA11y } from '../../components/form-field.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { lazyZodResolver, usePreloadedResolver } from '../../lib/lazy-resolver.ts'
import { useBookViewing, viewingSlotsQuery } from './api.ts'

/** The form's fields: the property, the chosen slot's start and the message (empty: none). */
type ViewingForm = { propertyId: string; start: string; message: string }

// Checked with the contract's schema for booking a viewing, loaded with the first focus (as the viewings'
// answers' schemas are): the details page does without zod until then.
const viewingResolver = lazyZodResolver<ViewingForm>(
  async () => (await import('./schemas.ts')).viewingInputSchema,
)

/** The slots grouped by the agent's local day, each day's times in order. */
function byDay(slots: { start: string }[], timeZone: string) {
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone })
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
  const days = new Map<string, { start: string; label: string }[]>()
  for (const slot of slots) {
    const key = day.format(new Date(slot.start))
    days.set(key, [...(days.get(key) ?? []), { start: slot.start, label: time.format(new Date(slot.start)) }])
  }
  return [...days]
}

/** Book a viewing: the agent's free times (in the agent's time zone), one chosen, a message, then the request. */
export function SlotPicker({ propertyId }: { propertyId: string }) {
  const slots = useQuery(viewingSlotsQuery(propertyId))
  const [requested, setRequested] = useState(false)
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<ViewingForm>({
    resolver: usePreloadedResolver(viewingResolver),
    defaultValues: { propertyId, start: '', message: '' },
  })
  const chosen = useWatch({ control, name: 'start' })
  const booking = useBookViewing({
    onSuccess: () => {
      toast.success('Viewing requested. The agent will confirm it or propose another time.')
      setRequested(true)
      reset()
    },
    onError: (error) => toast.error(`The viewing could not be requested. ${error.message}`),
  })
  // The schema trims the message; an empty one is no message. The property is the page's, should it change.
  const book = ({ start, message }: ViewingForm) =>
    booking.mutate({ propertyId, start, ...(message && { message }) } satisfies ViewingInput)

  return (
    <section aria-labelledby="book-viewing-title">
      <h2 id="book-viewing-title" className="mb-2 text-2xl font-bold">
        Book a viewing
      </h2>
      {requested && (
        <p role="status" className="alert alert-success mb-4">
          Your request is in{' '}
          <Link to={dashboardPaths.myViewings} className="link">
            My Viewings
          </Link>
          .
        </p>
      )}
      {slots.isPending ? (
        <LoadingState label="Loading free viewing times..." />
      ) : slots.isError ? (
        <ErrorState message="We could not load the free viewing times." onRetry={() => slots.refetch()} />
      ) : slots.data.slots.length === 0 ? (
        <p className="text-base-content/70">No free viewing times in the next 14 days.</p>
      ) : (
        <form onSubmit={handleSubmit(book)} noValidate>
          <p className="mb-2 text-sm text-base-content/80">
            Times are in the agent's time zone, {slots.data.timeZone}.
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
                        value={slot.start}
                        className="radio radio-xs"
                        {...register('start')}
                        aria-label={`${day}, ${slot.label}`}
                      />
                      {slot.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <label htmlFor="viewing-message" className="label mt-4 mb-1 text-sm font-medium text-base-content">
            Message to the agent (optional)
          </label>
          <textarea
            className="textarea w-full"
            maxLength={VIEWING_MESSAGE_MAX}
            {...fieldA11y('viewing-message', errors.message)}
            {...register('message')}
          />
          {errors.message && (
            <p id="viewing-message-error" role="alert" className="mt-1 text-sm text-error">
              {errors.message.message}
            </p>
          )}
          <button type="submit" className="btn btn-primary mt-3" disabled={!chosen || booking.isPending}>
            {booking.isPending ? 'Requesting...' : 'Request viewing'}
          </button>
        </form>
      )}
    </section>
  )
}
