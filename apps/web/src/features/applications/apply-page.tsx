import { zodResolver } from '@hookform/resolvers/zod'
import {
  applicationInputSchema,
  MAX_MOVE_IN_DAYS,
  moveInDateProblem,
  type Property,
} from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useNavigate, useParams } from 'react-router'
import { z } from 'zod'
import { FormField, fieldA11y, InputField } from '../../components/form-field.tsx'
import { OfferedListingFields } from '../../components/offered-listing-fields.tsx'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ApiError, isNotFound } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { fireDialog } from '../../lib/dialogs.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { propertyQuery } from '../properties/api.ts'
import { useApply } from './api.ts'

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The application's fields, checked as the server checks them: a move-in date ahead, within the limit, and not
 * before the home is free. The date box shows the browser's own format, so its message names no other.
 */
const applyFormSchema = (
  t: Translate<'buying'>,
  availableFrom: string | null,
  dayText: (day: string) => string,
) =>
  applicationInputSchema
    .extend({ moveInDate: z.iso.date({ error: t('apply.chooseMoveIn') }) })
    .superRefine(({ moveInDate }, ctx) => {
      const problem =
        moveInDateProblem(moveInDate) ??
        (availableFrom && moveInDate < availableFrom
          ? t('apply.freeFrom', { date: dayText(availableFrom) })
          : null)
      if (problem) ctx.addIssue({ code: 'custom', path: ['moveInDate'], message: problem })
    })
type ApplyFormValues = z.input<ReturnType<typeof applyFormSchema>>
const FIELDS = ['moveInDate', 'leaseMonths', 'occupants', 'monthlyIncome', 'message'] as const

/** Why this listing takes no application, or null when it does. */
function noApplicationReason(t: Translate<'buying'>, p: Property): string | null {
  if (p.listingType !== 'rent') return t('apply.forSale', { title: p.title })
  if (p.isLet) return t('apply.let', { title: p.title })
  return null
}

/** Apply to rent: the rental is read here, so a reload or a shared link works too. */
export function ApplyPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const property = useQuery(propertyQuery(id))
  const t = useT('buying')

  if (property.isPending) return <LoadingState label={t('offer.loading')} />
  if (property.isError) {
    if (isNotFound(property.error)) return <PropertyNotFound />
    return <ErrorState message={t('offer.error')} onRetry={() => property.refetch()} />
  }
  const refusal = noApplicationReason(t, property.data)
  if (refusal) {
    return (
      <section aria-labelledby="apply-title" className="mx-auto max-w-3xl">
        <h1 id="apply-title" className="mb-6 text-2xl font-bold">
          {t('apply.title')}
        </h1>
        <p role="note" className="alert alert-info">
          {refusal}
        </p>
      </section>
    )
  }
  return <ApplyForm property={property.data} onSent={() => navigate(dashboardPaths.myApplications)} />
}

function ApplyForm({ property: p, onSent }: { property: Property; onSent: () => void }) {
  const today = new Date()
  const latest = new Date(today.getTime() + MAX_MOVE_IN_DAYS * 24 * 60 * 60 * 1000)
  // The earliest day to offer: today, or the day the home is free if that is later.
  const earliest = p.availableFrom && p.availableFrom > isoDate(today) ? p.availableFrom : isoDate(today)
  const { date } = useDateFormat()
  const t = useT('buying')
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApplyFormValues>({
    resolver: zodResolver(applyFormSchema(t, p.availableFrom, date)),
    defaultValues: { leaseMonths: 12, occupants: 1 },
  })
  const application = useApply({
    onSuccess: () => {
      toast.success(t('apply.sent'))
      onSent()
    },
    onError: (error) => {
      const field = error instanceof ApiError ? FIELDS.find((name) => name === error.field) : undefined
      if (field && error instanceof ApiError) setError(field, { message: error.detail })
      else void fireDialog({ icon: 'error', title: t('offer.failed'), text: error.message })
    },
  })

  const submit = (values: ApplyFormValues) => {
    const input = applicationInputSchema.parse(values)
    application.mutate({ propertyId: p._id, input })
  }

  return (
    <section aria-labelledby="apply-title" className="mx-auto max-w-3xl">
      <h1 id="apply-title" className="mb-6 text-2xl font-bold">
        {t('apply.title')}
      </h1>
      <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 md:grid-cols-2">
        <OfferedListingFields idPrefix="apply-listing" listing={p} priceLabel={t('apply.rent')} />
        <InputField
          id="apply-move-in"
          label={t('apply.moveIn')}
          error={errors.moveInDate}
          type="date"
          min={earliest}
          max={isoDate(latest)}
          {...register('moveInDate')}
        />
        <InputField
          id="apply-lease"
          label={t('apply.lease')}
          error={errors.leaseMonths}
          type="number"
          min={1}
          step={1}
          {...register('leaseMonths', { valueAsNumber: true })}
        />
        <InputField
          id="apply-occupants"
          label={t('apply.occupants')}
          error={errors.occupants}
          type="number"
          min={1}
          step={1}
          {...register('occupants', { valueAsNumber: true })}
        />
        <InputField
          id="apply-income"
          label={t('apply.income')}
          error={errors.monthlyIncome}
          type="number"
          min={0}
          step="0.01"
          {...register('monthlyIncome', {
            setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
          })}
        />
        <div className="md:col-span-2">
          <FormField id="apply-message" label={t('apply.message')} error={errors.message}>
            <textarea
              className="textarea h-32 w-full"
              {...fieldA11y('apply-message', errors.message)}
              {...register('message')}
            />
          </FormField>
        </div>
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={application.isPending}>
            {application.isPending ? t('offer.sending') : t('apply.submit')}
          </button>
        </div>
      </form>
    </section>
  )
}
