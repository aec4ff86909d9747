import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { z } from 'zod'
import { InputField } from '../../components/form-field.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useScheduleOpenHouse } from './api.ts'

const clock = z.string().regex(/^\d{2}:\d{2}$/, { error: 'Choose a time' })
const openHouseFormSchema = z
  .object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose a day' }),
    from: clock,
    to: clock,
  })
  .refine(({ from, to }) => to > from, { path: ['to'], error: 'The end must be after the start' })
type OpenHouseForm = z.infer<typeof openHouseFormSchema>

/** A day and a time of day in the agent's own time zone, as an instant. */
const instantOf = (day: string, time: string) => new Date(`${day}T${time}`).toISOString()

/** The agent's form for a new open house: a day, from and to, in their own time zone. */
export function ScheduleOpenHouseForm({ propertyId }: { propertyId: string }) {
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<OpenHouseForm>({
    resolver: zodResolver(openHouseFormSchema),
    defaultValues: { day: '', from: '', to: '' },
  })
  const schedule = useScheduleOpenHouse({
    onSuccess: () => {
      reset()
      toast.success('The open house was scheduled.')
    },
    onError: (error) => {
      // The server's rules on the window name start (in the future, not too far ahead) or end (its length);
      // the listing's (an overlap, too many to come) name none.
      const field = error instanceof ApiError ? { start: 'day', end: 'to' }[error.field ?? ''] : undefined
      const message = error instanceof ApiError ? error.detail : error.message
      if (field === 'day' || field === 'to') setError(field, { message })
      else toast.error(`The open house was not scheduled. ${message}`)
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
        label="Open house day"
        type="date"
        error={errors.day}
        {...register('day')}
      />
      <InputField id={`${id}-from`} label="From" type="time" error={errors.from} {...register('from')} />
      <InputField id={`${id}-to`} label="To" type="time" error={errors.to} {...register('to')} />
      <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
        {schedule.isPending ? 'Scheduling...' : 'Schedule open house'}
      </button>
    </form>
  )
}
