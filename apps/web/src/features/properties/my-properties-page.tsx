import type { ListingInsight, Page, Property } from '@keyhaven/contract'
import { Link } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DownloadButton } from '../../components/download-button.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { ListingStatusBadge } from '../../components/listing-status-badge.tsx'
import { MarketStatusBadge } from '../../components/market-status-badge.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { pageLocale } from '../../lib/i18n/page-language.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { saleStateOf } from '../../lib/sale-state.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { DASHBOARD_PAGE_SIZE } from './api.ts'
import { ListingFigures } from './listing-figures.tsx'
import { ListingStepForm, listingStepIntent } from './listing-step-form.tsx'

/** What the agent can do with a listing in each status, besides deleting it. */
const canSubmit = (p: Property) =>
  p.marketStatus === 'draft' || p.marketStatus === 'changes_requested' || p.marketStatus === 'withdrawn'
const canEdit = (p: Property) => p.marketStatus !== 'rejected' && !p.isSold
const canRenew = (p: Property) =>
  p.marketStatus === 'active' || p.marketStatus === 'under_offer' || p.marketStatus === 'expired'

/** What the route's loader reads: a page of the agent's listings, and their figures (null when those failed). */
export interface MyPropertiesScreen {
  listings: Page<Property>
  insight: ListingInsight[] | null
}

export function MyPropertiesPage({ read }: { read: ScreenRead<MyPropertiesScreen> }) {
  const t = useT('agent')
  // The day a listing expires, in the page's language, the same wherever the page is rendered (server or browser).
  const dayFormat = new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeZone: 'UTC' })
  const [page, setPage] = usePageParam()
  const shown = useScreenRead(read)
  const properties = { ...shown, data: shown.data?.listings }
  const insight = shown.data?.insight
  // A step made without scripts: its card's buttons changed (or the card left) with the list read again, so the
  // page says it.
  const posted = usePostedOutcome()
  // Every card's step is one form state of the page's (rowForm): the button that posted often leaves with the
  // answer, and the page, which stays, tells the result once hydrated.
  const form = useActionForm({ intent: posted?.intent ?? listingStepIntent('submit', '') })
  return (
    <DashboardPage
      id="my-properties-title"
      title={t('mine.title')}
      actions={
        <div className="flex flex-wrap gap-2">
          <DownloadButton to={dashboardPaths.listingsCsv} className="btn btn-outline btn-sm">
            {t('mine.export')}
          </DownloadButton>
          <Link to={dashboardPaths.importListings} className="btn btn-outline btn-sm">
            {t('mine.import')}
          </Link>
          <Link to={dashboardPaths.addProperty} className="btn btn-primary btn-sm">
            {t('add.title')}
          </Link>
        </div>
      }
    >
      <FormStatus outcome={posted} />
      <PagedView
        query={properties}
        page={page}
        pageSize={DASHBOARD_PAGE_SIZE}
        onPage={setPage}
        loading={t('mine.loading')}
        error={t('mine.error')}
        empty={t('mine.empty')}
      >
        {(data) => (
          <CardList label={t('mine.list')} items={data.items}>
            {(property) => (
              <ListingCard
                image={property.image}
                title={property.title || t('mine.untitled')}
                location={property.location}
                badge={<ListingStatusBadge property={property} />}
                saleState={saleStateOf(property)}
                agent={{ name: property.agentName, image: property.agentImage }}
                actions={
                  <>
                    {canSubmit(property) && (
                      <ListingStepForm
                        page={form}
                        step="submit"
                        property={property}
                        className="btn-primary"
                        label={t('mine.submitLabel', { title: property.title || t('mine.draft') })}
                      >
                        {t('mine.submit')}
                      </ListingStepForm>
                    )}
                    {canRenew(property) && (
                      <ListingStepForm
                        page={form}
                        step="renew"
                        property={property}
                        className="btn-outline"
                        label={t('mine.renewLabel', { title: property.title })}
                      >
                        {t('mine.renew')}
                      </ListingStepForm>
                    )}
                    {property.marketStatus === 'active' && (
                      <ListingStepForm
                        page={form}
                        step="withdraw"
                        property={property}
                        className="btn-outline"
                        label={t('mine.withdrawLabel', { title: property.title })}
                      >
                        {t('mine.withdraw')}
                      </ListingStepForm>
                    )}
                    {canEdit(property) && (
                      <Link
                        to={dashboardPaths.updateProperty(property._id)}
                        className="btn btn-sm btn-outline"
                        aria-label={t('mine.updateLabel', { title: property.title || t('mine.draft') })}
                      >
                        {property.marketStatus === 'draft' ? t('mine.edit') : t('mine.update')}
                      </Link>
                    )}
                    <ListingStepForm
                      page={form}
                      step="delete"
                      property={property}
                      className="btn-error"
                      label={t('mine.deleteLabel', { title: property.title || t('mine.draft') })}
                    >
                      {t('mine.delete')}
                    </ListingStepForm>
                  </>
                }
              >
                {/* Where a verified listing is in its life (before review, the badge says it). */}
                {property.verificationStatus === 'verified' && (
                  <p className="flex items-center gap-2">
                    <span className="font-medium">{t('mine.listing')}</span>
                    <MarketStatusBadge status={property.marketStatus} />
                  </p>
                )}
                <p>
                  <span className="font-medium">{t('mine.priceRange')}</span>{' '}
                  {property.priceRange || t('mine.priceNotSet')}
                </p>
                {property.marketStatus === 'changes_requested' && property.changesRequestedReason && (
                  <p className="rounded-box bg-warning/15 p-2 text-sm">
                    <span className="font-medium">{t('mine.changesRequested')}</span>{' '}
                    {property.changesRequestedReason}
                  </p>
                )}
                {property.expiresAt && (
                  <p className="text-sm text-base-content/70">
                    {t('mine.listedUntil', { day: dayFormat.format(new Date(property.expiresAt)) })}
                  </p>
                )}
                {property.verificationStatus === 'rejected' && (
                  <div className="space-y-1 rounded-box bg-error/10 p-2 text-sm">
                    {property.rejectionReason && (
                      <p>
                        <span className="font-medium">{t('mine.rejectionReason')}</span>{' '}
                        {property.rejectionReason}
                      </p>
                    )}
                    <p>
                      <span className="font-medium">{t('mine.whatNext')}</span> {t('mine.rejectedNextStep')}{' '}
                      <Link to={dashboardPaths.addProperty} className="link">
                        {t('add.title')}
                      </Link>
                    </p>
                  </div>
                )}
                <ListingFigures
                  figures={insight?.find((entry) => entry.propertyId === property._id)}
                  pending={false}
                />
              </ListingCard>
            )}
          </CardList>
        )}
      </PagedView>
    </DashboardPage>
  )
}
