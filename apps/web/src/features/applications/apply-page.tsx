import { MAX_MOVE_IN_DAYS, type Property } from '@keyhaven/contract'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { FormField, InputField } from '../../components/form-field.tsx'
import { OfferedListingFields } from '../../components/offered-listing-fields.tsx'
import { PropertyNotFound } from '../../components/property-not-found.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'

const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/** Why this listing takes no application, or null when it does. */
function noApplicationReason(t: Translate<'buying'>, p: Property): string | null {
  if (p.listingType !== 'rent') return t('apply.forSale', { title: p.title })
  if (p.isLet) return t('apply.let', { title: p.title })
  return null
}

/** Apply to rent: the route's loader reads the rental, so a reload or a shared link works too. */
export function ApplyPage({ read }: { read: ScreenRead<Property> }) {
  const property = useScreenRead(read)
  const t = useT('buying')

  if (property.isPending) return <LoadingState label={t('offer.loading')} />
  if (property.notFound) return <PropertyNotFound />
  if (!property.data) return <ErrorState message={t('offer.error')} onRetry={property.refetch} />
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
  return <ApplyForm property={property.data} />
}

/**
 * The application's fields, posted to the route's action (application-actions.server.ts), which checks them as
 * the server does (a move-in date ahead, within the limit, not before the home is free) and sends them.
 */
function ApplyForm({ property: p }: { property: Property }) {
  const today = new Date()
  const latest = new Date(today.getTime() + MAX_MOVE_IN_DAYS * 24 * 60 * 60 * 1000)
  // The earliest day to offer: today, or the day the home is free if that is later.
  const earliest = p.availableFrom && p.availableFrom > isoDate(today) ? p.availableFrom : isoDate(today)
  const t = useT('buying')
  const form = useActionForm({ intent: 'apply' })
  const moveIn = form.field('moveInDate', 'apply-move-in')
  const lease = form.field('leaseMonths', 'apply-lease')
  const occupants = form.field('occupants', 'apply-occupants')
  const income = form.field('monthlyIncome', 'apply-income')
  const message = form.field('message', 'apply-message')

  return (
    <section aria-labelledby="apply-title" className="mx-auto max-w-3xl">
      <h1 id="apply-title" className="mb-6 text-2xl font-bold">
        {t('apply.title')}
      </h1>
      {/* noValidate: the server's check says each field's problem in the product's words (lib/forms). */}
      <ActionForm form={form} noValidate className="grid gap-4 md:grid-cols-2">
        <OfferedListingFields idPrefix="apply-listing" listing={p} priceLabel={t('apply.rent')} />
        <InputField
          label={t('apply.moveIn')}
          error={moveIn.error}
          type="date"
          required
          min={earliest}
          max={isoDate(latest)}
          {...moveIn.input}
        />
        <InputField
          label={t('apply.lease')}
          error={lease.error}
          type="number"
          required
          min={1}
          step={1}
          {...lease.input}
          defaultValue={lease.input.defaultValue ?? '12'}
        />
        <InputField
          label={t('apply.occupants')}
          error={occupants.error}
          type="number"
          required
          min={1}
          step={1}
          {...occupants.input}
          defaultValue={occupants.input.defaultValue ?? '1'}
        />
        <InputField
          label={t('apply.income')}
          error={income.error}
          type="number"
          min={0}
          step="0.01"
          {...income.input}
        />
        <div className="md:col-span-2">
          <FormField id="apply-message" label={t('apply.message')} error={message.error}>
            <textarea className="textarea h-32 w-full" required {...message.input} />
          </FormField>
        </div>
        <div className="md:col-span-2">
          <FormStatus outcome={form.outcome} />
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? t('offer.sending') : t('apply.submit')}
          </button>
        </div>
      </ActionForm>
    </section>
  )
}
