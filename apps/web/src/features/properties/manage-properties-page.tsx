import {
  CHANGES_REASON_MAX,
  REJECTION_REASON_MAX,
  VERIFICATION_STATUSES,
  type VerificationStatus,
  verificationStatusSchema,
} from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { Link, useSearchParams } from 'react-router'
import { DataTable } from '../../components/data-table.tsx'
import { ListingStatusBadge } from '../../components/listing-status-badge.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { askForReason } from '../../lib/dialogs.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { pageOf } from '../../lib/use-page-param.ts'
import { adminPropertiesQuery, DASHBOARD_PAGE_SIZE, useRequestChanges, useVerification } from './api.ts'

export function ManagePropertiesPage() {
  const t = useT('admin')
  const [params, setParams] = useSearchParams()
  // What waits for review comes first: the page opens on pending listings; `status=all` shows every one.
  const parsedStatus = verificationStatusSchema.safeParse(params.get('status') ?? 'pending')
  const status = parsedStatus.success ? parsedStatus.data : undefined
  const page = pageOf(params)
  const properties = useQuery(adminPropertiesQuery(status, '', page))
  const verification = useVerification({
    onSuccess: () => toast.success(t('properties.updated')),
    onError: (error) => toast.error(t('properties.updateFailed', { reason: error.message })),
  })
  // A listing verified without scripts: its row's buttons are gone with the pending state, so the page says it.
  const verified = usePostedOutcome()

  const reject = async (id: string) => {
    // The agent is told why, so a rejection asks for the reason in the same dialog as the spec's question.
    const reason = await askForReason(t('properties.confirmReject'), {
      text: t('properties.does.reject'),
      label: t('properties.rejectReason'),
      maxLength: REJECTION_REASON_MAX,
    })
    if (reason) verification.mutate({ id, decision: { status: 'rejected', reason } })
  }
  const changes = useRequestChanges({
    onSuccess: () => toast.success(t('properties.changesRequested')),
    onError: (error) => toast.error(t('properties.changesFailed', { reason: error.message })),
  })
  const askForChanges = async (id: string) => {
    const reason = await askForReason(t('properties.confirmChanges'), {
      text: t('properties.does.requestChanges'),
      label: t('properties.changesReason'),
      maxLength: CHANGES_REASON_MAX,
    })
    if (reason) changes.mutate({ id, reason })
  }
  const showStatus = (next: VerificationStatus | '') => setParams({ status: next || 'all' })

  return (
    <section aria-labelledby="manage-properties-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 id="manage-properties-title" className="text-2xl font-bold">
          {t('properties.title')}
        </h1>
        <label className="flex items-center gap-2 text-sm">
          {t('properties.show')}
          <select
            className="select select-sm"
            value={status ?? ''}
            onChange={(event) => showStatus(event.target.value as VerificationStatus | '')}
          >
            {VERIFICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`properties.status.${value}`)}
              </option>
            ))}
            <option value="">{t('properties.status.all')}</option>
          </select>
        </label>
      </div>
      {status !== 'verified' && status !== 'rejected' && (
        <ul aria-label={t('properties.choices')} className="mb-4 space-y-1 text-sm text-base-content/80">
          <li>{t('properties.does.verify')}</li>
          <li>{t('properties.does.requestChanges')}</li>
          <li>{t('properties.does.reject')}</li>
        </ul>
      )}
      {isDone(verified) && <FormStatus outcome={verified} />}
      <PagedView
        query={properties}
        page={page}
        pageSize={DASHBOARD_PAGE_SIZE}
        onPage={(next) => setParams({ status: status ?? 'all', page: String(next) })}
        loading={t('properties.loading')}
        error={t('properties.error')}
        empty={t(`properties.empty.${status ?? 'all'}`)}
      >
        {(data) => (
          <>
            <DataTable
              caption={t(`properties.count.${status ?? 'all'}`, { count: data.total })}
              busy={properties.isPlaceholderData}
              rows={data.items}
              rowKey={(property) => property._id}
              columns={[
                {
                  label: t('properties.column.photo'),
                  cell: (property) =>
                    property.image ? (
                      <img
                        src={property.image}
                        alt={property.title}
                        width={96}
                        height={64}
                        loading="lazy"
                        className="h-16 w-24 rounded object-cover"
                      />
                    ) : (
                      <span className="text-sm text-base-content/70">{t('properties.noPhoto')}</span>
                    ),
                },
                {
                  label: t('properties.column.title'),
                  cell: (property) => (
                    <div className="flex flex-col items-start gap-1">
                      <span className="wrap-anywhere">{property.title}</span>
                      {/* The listing's own page, as buyers will see it once verified: every photo, the
                          description, the price and the place. */}
                      <Link
                        to={paths.propertyDetails(property._id)}
                        className="link text-sm"
                        aria-label={t('properties.previewLabel', { title: property.title })}
                      >
                        {t('properties.preview')}
                      </Link>
                    </div>
                  ),
                },
                { label: t('properties.column.location'), cell: (property) => property.location },
                {
                  label: t('properties.column.agent'),
                  cell: (property) => property.agentName ?? t('properties.unknownAgent'),
                },
                {
                  label: t('properties.column.agentEmail'),
                  kind: 'email',
                  cell: (property) => property.agentEmail ?? '-',
                },
                {
                  label: t('properties.column.priceRange'),
                  kind: 'nowrap',
                  cell: (property) => property.priceRange,
                },
                {
                  label: t('properties.column.status'),
                  kind: 'actions',
                  cell: (property) =>
                    property.marketStatus === 'pending' ? (
                      <div className="flex flex-wrap gap-2">
                        <VerifyButton id={property._id} title={property.title} />
                        <button
                          type="button"
                          className="btn btn-sm btn-error"
                          disabled={verification.isPending}
                          aria-label={t('properties.rejectLabel', { title: property.title })}
                          onClick={() => reject(property._id)}
                        >
                          {t('properties.reject')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline"
                          disabled={changes.isPending}
                          aria-label={t('properties.changesLabel', { title: property.title })}
                          onClick={() => askForChanges(property._id)}
                        >
                          {t('properties.requestChanges')}
                        </button>
                      </div>
                    ) : (
                      <ListingStatusBadge property={property} />
                    ),
                },
              ]}
            />
          </>
        )}
      </PagedView>
    </section>
  )
}

/**
 * A pending listing's Verify: a form of the page's route (features/properties/verify-action.server.ts), which
 * asks the spec's question first; the route's loader then reads the listings again.
 */
function VerifyButton({ id, title }: { id: string; title: string }) {
  const t = useT('admin')
  const form = useActionForm({ intent: `verify:${id}` })
  return (
    <>
      <ActionForm form={form}>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="propertyId" value={id} />
        <button
          type="submit"
          className="btn btn-sm btn-success"
          disabled={form.busy}
          aria-label={t('properties.verifyLabel', { title })}
        >
          {t('properties.verify')}
        </button>
      </ActionForm>
      <FormStatus outcome={form.outcome} />
    </>
  )
}
