import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { z } from 'zod'
import { InputField } from '../../components/form-field.tsx'
import { ApiError } from '../../lib/api-client.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useScheduleOpenHouse } from './api.ts'

/** The form's rules, their messages in the page's language. */
function openHouseFormSchema(t: Translate<'listing'>) {
  const clock = z.string().regex(/^\d{2}:\d{2}$/, { error: t('openHouses.chooseTime') })
  return z
    .object({
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: t('openHouses.chooseDay') }),
      from: clock,
      to: clock,
    })
    .refine(({ from, to }) => to > from, { path: ['to'], error: t('openHouses.endAfterStart') })
}
type OpenHouseForm = z.infer<ReturnType<typeof openHouseFormSchema>>

/** A day and a time of day in the agent's own time zone, as an instant. */
const instantOf = (day: string, time: string) => new Date(`${day}T${time}`).toISOString()

/** The agent's form for a new open house: a day, from and to, in their own time zone. */
export function ScheduleOpenHouseForm({ propertyId }: { propertyId: string }) {
  const id = useId()
  const t = useT('listing')
  const schema = useMemo(() => openHouseFormSchema(t), [t])
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OpenHouseForm>({
    resolver: zodResolver(schema),
    defaultValues: { day: '', from: '', to: '' },
  })
  const schedule = useScheduleOpenHouse({
    onSuccess: () => {
      reset()
      toast.success(t('openHouses.scheduled'))
    },
    onError: (error) => {
      // The server's rules on the window name start (in the future, not too far ahead) or end (its length);
      // the listing's (an overlap, too many to come) name none.
      const field = error instanceof ApiError ? { start: 'day', end: 'to' }[error.field ?? ''] : undefined
      const message = error instanceof ApiError ? error.detail : error.message
      if (field === 'day' || field === 'to') setError(field, { message })
      else toast.error(t('openHouses.notScheduled', { reason: message }))
    },
  })
  const submit = ({ day, from, to }: OpenHouseForm) =>
    schedule.mutate({ propertyId, window: { start: instantOf(day, from), end: instantOf(day, to) } })

  return (
    <form
      onSubmit={handleSubmit(submit)}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
    >
      <InputField
        id={`${id}-day`}
        label={t('openHouses.day')}
        type="date"
        error={errors.day}
        {...register('day')}
      />
      <InputField
        id={`${id}-from`}
        label={t('openHouses.from')}
        type="time"
        error={errors.from}
        {...register('from')}
      />
      <InputField
        id={`${id}-to`}
        label={t('openHouses.to')}
        type="time"
        error={errors.to}
        {...register('to')}
      />
      <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
        {schedule.isPending ? t('openHouses.scheduling') : t('openHouses.schedule')}
      </button>
    </form>
  )
}
