import { zodResolver } from '@hookform/resolvers/zod'
import { type Availability, availabilitySchema } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { z } from 'zod'
import { FormField, fieldA11y } from '../../components/form-field.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { pageLocale } from '../../lib/i18n/page-language.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { availabilityQuery, useSaveAvailability } from './api.ts'

/** Monday to Sunday (the contract's days 1 to 7) in the page's language: the week of Monday 1 January 2024. */
const weekdays = () => {
  const format = new Intl.DateTimeFormat(pageLocale(), { weekday: 'long', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, index) => format.format(Date.UTC(2024, 0, 1 + index)))
}
const TIME_ZONES = Intl.supportedValuesOf('timeZone')

/** The contract's availability, with blocked dates as rows (a field array holds objects). */
const formSchemaOf = (t: Translate<'agent'>) =>
  availabilitySchema.extend({
    weekly: availabilitySchema.shape.weekly,
    blockedDates: z.array(z.object({ date: z.iso.date({ error: t('hours.chooseDate') }) })),
  })
type FormValues = z.input<ReturnType<typeof formSchemaOf>>

const toForm = (availability: Availability): FormValues => ({
  ...availability,
  blockedDates: availability.blockedDates.map((date) => ({ date })),
})

/** Viewing hours in the agent's profile: time zone, weekly windows and blocked dates. */
export function AvailabilityEditor() {
  const t = useT('agent')
  const availability = useQuery(availabilityQuery())
  if (availability.isPending) return <LoadingState label={t('hours.loading')} />
  if (availability.isError) {
    return <ErrorState message={t('hours.error')} onRetry={() => availability.refetch()} />
  }
  return <AvailabilityForm initial={availability.data} />
}

function AvailabilityForm({ initial }: { initial: Availability }) {
  const t = useT('agent')
  const resolver = useMemo(() => zodResolver(formSchemaOf(t)), [t])
  const days = useMemo(weekdays, [])
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormValues>({ resolver, defaultValues: toForm(initial) })
  const weekly = useFieldArray({ control, name: 'weekly' })
  const blocked = useFieldArray({ control, name: 'blockedDates' })
  const save = useSaveAvailability({
    onSuccess: (saved) => {
      toast.success(t('hours.saved'))
      reset(toForm(saved))
    },
    onError: (error) => toast.error(t('hours.notSaved', { reason: error.message })),
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
          {t('hours.title')}
        </h2>
        <p className="text-sm text-base-content/80">{t('hours.help')}</p>
        <FormField id="availability-zone" label={t('hours.timeZone')} error={errors.timeZone}>
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
          <legend className="font-medium">{t('hours.weekly')}</legend>
          {weekly.fields.length === 0 && <p className="text-sm text-base-content/70">{t('hours.none')}</p>}
          {weekly.fields.map((field, index) => {
            const rowErrors = errors.weekly?.[index]
            return (
              <div key={field.id} className="flex flex-wrap items-end gap-2">
                <FormField id={`window-day-${index}`} label={t('hours.day')} error={rowErrors?.day}>
                  <select
                    className="select"
                    {...fieldA11y(`window-day-${index}`, rowErrors?.day)}
                    {...register(`weekly.${index}.day`, { valueAsNumber: true })}
                  >
                    {days.map((name, day) => (
                      <option key={name} value={day + 1}>
                        {name}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField id={`window-start-${index}`} label={t('hours.from')} error={rowErrors?.start}>
                  <input
                    type="time"
                    className="input"
                    {...fieldA11y(`window-start-${index}`, rowErrors?.start)}
                    {...register(`weekly.${index}.start`)}
                  />
                </FormField>
                <FormField id={`window-end-${index}`} label={t('hours.to')} error={rowErrors?.end}>
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
                  aria-label={t('hours.removeHours', { number: index + 1 })}
                  onClick={() => weekly.remove(index)}
                >
                  {t('hours.remove')}
                </button>
              </div>
            )
          })}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => weekly.append({ day: 1, start: '09:00', end: '17:00' })}
          >
            {t('hours.add')}
          </button>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="font-medium">{t('hours.daysOff')}</legend>
          {blocked.fields.map((field, index) => (
            <div key={field.id} className="flex items-end gap-2">
              <FormField
                id={`blocked-${index}`}
                label={t('hours.dayOff', { number: index + 1 })}
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
                aria-label={t('hours.removeDayOff', { number: index + 1 })}
                onClick={() => blocked.remove(index)}
              >
                {t('hours.remove')}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => blocked.append({ date: '' })}
          >
            {t('hours.addDayOff')}
          </button>
        </fieldset>
        <div>
          <button type="submit" className="btn btn-primary" disabled={save.isPending || !isDirty}>
            {save.isPending ? t('form.saving') : t('hours.save')}
          </button>
        </div>
      </form>
    </section>
  )
}
