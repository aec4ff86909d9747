import { zodResolver } from '@hookform/resolvers/zod'
import { type Availability, availabilitySchema } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useFieldArray, useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { z } from 'zod'
import { FormField, fieldA11y } from '../../components/form-field.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { availabilityQuery, useSaveAvailability } from './api.ts'

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const TIME_ZONES = Intl.supportedValuesOf('timeZone')

/** The contract's availability, with blocked dates as rows (a field array holds objects). */
const formSchema = availabilitySchema.extend({
  weekly: availabilitySchema.shape.weekly,
  blockedDates: z.array(z.object({ date: z.iso.date({ error: 'Choose a date' }) })),
})
type FormValues = z.input<typeof formSchema>

const toForm = (availability: Availability): FormValues => ({
  ...availability,
  blockedDates: availability.blockedDates.map((date) => ({ date })),
})

/** Viewing hours in the agent's profile: time zone, weekly windows and blocked dates. */
export function AvailabilityEditor() {
  const availability = useQuery(availabilityQuery())
  if (availability.isPending) return <LoadingState label="Loading your viewing hours..." />
  if (availability.isError) {
    return (
      <ErrorState message="We could not load your viewing hours." onRetry={() => availability.refetch()} />
    )
  }
  return <AvailabilityForm initial={availability.data} />
}

function AvailabilityForm({ initial }: { initial: Availability }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: toForm(initial) })
  const weekly = useFieldArray({ control, name: 'weekly' })
  const blocked = useFieldArray({ control, name: 'blockedDates' })
  const save = useSaveAvailability({
    onSuccess: (saved) => {
      toast.success('Viewing hours saved.')
      reset(toForm(saved))
    },
    onError: (error) => toast.error(`Your viewing hours could not be saved. ${error.message}`),
  })
  const submit = (values: FormValues) =>
    save.mutate({
      ...values,
      weekly: values.weekly,
      blockedDates: values.blockedDates.map((row) => row.date),
    })

  return (
    <section
      aria-labelledby="availability-title"
      className="card mx-auto mt-8 max-w-xl bg-base-100 shadow-md"
    >
      <form noValidate onSubmit={handleSubmit(submit)} className="card-body gap-4">
        <h2 id="availability-title" className="card-title">
          Viewing hours
        </h2>
        <p className="text-sm text-base-content/80">
          Buyers book 30-minute viewings in these hours, from 2 hours to 14 days ahead.
        </p>
        <FormField id="availability-zone" label="Time zone" error={errors.timeZone}>
          <select
            className="select w-full"
            {...fieldA11y('availability-zone', errors.timeZone)}
            {...register('timeZone')}
          >
            {['UTC', ...TIME_ZONES.filter((zone) => zone !== 'UTC')].map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </FormField>
        <fieldset className="space-y-2">
          <legend className="font-medium">Weekly hours</legend>
          {weekly.fields.length === 0 && <p className="text-sm text-base-content/70">No hours yet.</p>}
          {weekly.fields.map((field, index) => {
            const rowErrors = errors.weekly?.[index]
            return (
              <div key={field.id} className="flex flex-wrap items-end gap-2">
                <FormField id={`window-day-${index}`} label="Day" error={rowErrors?.day}>
                  <select
                    className="select"
                    {...fieldA11y(`window-day-${index}`, rowErrors?.day)}
                    {...register(`weekly.${index}.day`, { valueAsNumber: true })}
                  >
                    {WEEKDAYS.map((name, day) => (
                      <option key={name} value={day + 1}>
                        {name}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField id={`window-start-${index}`} label="From" error={rowErrors?.start}>
                  <input
                    type="time"
                    className="input"
                    {...fieldA11y(`window-start-${index}`, rowErrors?.start)}
                    {...register(`weekly.${index}.start`)}
                  />
                </FormField>
                <FormField id={`window-end-${index}`} label="To" error={rowErrors?.end}>
                  <input
                    type="time"
                    className="input"
                    {...fieldA11y(`window-end-${index}`, rowErrors?.end)}
                    {...register(`weekly.${index}.end`)}
                  />
                </FormField>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  aria-label={`Remove hours ${index + 1}`}
                  onClick={() => weekly.remove(index)}
                >
                  Remove
                </button>
              </div>
            )
          })}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => weekly.append({ day: 1, start: '09:00', end: '17:00' })}
          >
            Add hours
          </button>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="font-medium">Days off</legend>
          {blocked.fields.map((field, index) => (
            <div key={field.id} className="flex items-end gap-2">
              <FormField
                id={`blocked-${index}`}
                label={`Day off ${index + 1}`}
                error={errors.blockedDates?.[index]?.date}
              >
                <input
                  type="date"
                  className="input"
                  {...fieldA11y(`blocked-${index}`, errors.blockedDates?.[index]?.date)}
                  {...register(`blockedDates.${index}.date`)}
                />
              </FormField>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove day off ${index + 1}`}
                onClick={() => blocked.remove(index)}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => blocked.append({ date: '' })}
          >
            Add a day off
          </button>
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending || !isDirty}>
            {save.isPending ? 'Saving...' : 'Save viewing hours'}
          </button>
        </div>
      </form>
    </section>
  )
}
