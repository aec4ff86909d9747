import { type Page, type Property, VERIFICATION_STATUSES } from '@keyhaven/contract'
import { Form, Link, useSearchParams } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { ListingStatusBadge } from '../../components/listing-status-badge.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { ButtonForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { pageOf } from '../../lib/use-page-param.ts'
import { DASHBOARD_PAGE_SIZE } from './api.ts'

/**
 * The review status a URL asks for: pending when it names none, undefined (every listing) for `all` or a name
 * it does not know. Read without zod's schema, so that the page's first scripts do not load zod.
 */
export const reviewStatusOf = (search: URLSearchParams) => {
  const asked = search.get('status') ?? 'pending'
  return VERIFICATION_STATUSES.find((status) => status === asked)
}

/** The listings of the URL's review status (`status`, pending when none) and page, as the route's loader read them. */
export function ManagePropertiesPage({ read }: { read: ScreenRead<Page<Property>> }) {
  const t = useT('admin')
  const [params, setParams] = useSearchParams()
  // What waits for review comes first: the page opens on pending listings; `status=all` shows every one.
  const status = reviewStatusOf(params)
  const page = pageOf(params)
  const properties = useScreenRead(read)
  // A listing decided on without scripts: its row's buttons are gone with the pending state, so the page says it.
  const decided = usePostedOutcome()

  return (
    <section aria-labelledby="manage-properties-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 id="manage-properties-title" className="text-2xl font-bold">
          {t('properties.title')}
        </h1>
        {/* A GET form: the status is the URL's, which the route's loader reads; once hydrated, as it is picked. */}
        <Form method="get" className="flex items-center gap-2 text-sm">
          <label className="flex items-center gap-2">
            {t('properties.show')}
            <select
              className="select select-sm"
              name="status"
              // Drawn again from the URL once it moves (back, a link), and left as picked until then.
              key={status ?? 'all'}
              defaultValue={status ?? 'all'}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              {VERIFICATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`properties.status.${value}`)}
                </option>
              ))}
              <option value="all">{t('properties.status.all')}</option>
            </select>
          </label>
          <noscript>
            <button type="submit" className="btn btn-sm" aria-label={t('properties.showLabel')}>
              {t('properties.show')}
            </button>
          </noscript>
        </Form>
      </div>
      {status !== 'verified' && status !== 'rejected' && (
        <ul aria-label={t('properties.choices')} className="mb-4 space-y-1 text-sm text-base-content/80">
          <li>{t('properties.does.verify')}</li>
          <li>{t('properties.does.requestChanges')}</li>
          <li>{t('properties.does.reject')}</li>
        </ul>
      )}
      {isDone(decided) && <FormStatus outcome={decided} />}
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
              busy={properties.busy}
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
                        <DecisionButton
                          decision="verify"
                          id={property._id}
                          label={t('properties.verify')}
                          name={t('properties.verifyLabel', { title: property.title })}
                          className="btn-success"
                        />
                        <DecisionButton
                          decision="reject"
                          id={property._id}
                          label={t('properties.reject')}
                          name={t('properties.rejectLabel', { title: property.title })}
                          className="btn-error"
                        />
                        <DecisionButton
                          decision="changes"
                          id={property._id}
                          label={t('properties.requestChanges')}
                          name={t('properties.changesLabel', { title: property.title })}
                          className="btn-outline"
                        />
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
 * A pending listing's Verify, Reject or Request changes: a form of the page's route
 * (features/properties/verify-action.server.ts), which asks first (Reject and Request changes for the reason the
 * agent is told); the route's loader then reads the listings again.
 */
function DecisionButton({
  decision,
  id,
  label,
  name,
  className,
}: {
  decision: 'verify' | 'reject' | 'changes'
  id: string
  label: string
  name: string
  className: string
}) {
  const form = useActionForm({ intent: `${decision}:${id}` })
  return (
    <>
      <ButtonForm
        form={form}
        fields={{ intent: decision, propertyId: id }}
        className={`btn btn-sm ${className}`}
        label={name}
      >
        {label}
      </ButtonForm>
      <FormStatus outcome={form.outcome} />
    </>
  )
}
