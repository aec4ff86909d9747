import { APPLICATION_REASON_MAX, type RentalApplication } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { configuredCurrency, formatAmount } from '../../lib/currency.ts'
import { askForReason, confirmChange, confirmDanger } from '../../lib/dialogs.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { APPLICATIONS_PAGE_SIZE, applicationsQuery, useDecideApplication } from './api.ts'
import { ApplicationStatusBadge } from './application-status-badge.tsx'

const isOpen = (application: RentalApplication) =>
  application.status === 'submitted' || application.status === 'shortlisted'

const terms = (t: Translate<'buying'>, application: RentalApplication) =>
  t('applications.terms', {
    date: application.moveInDate,
    months: application.leaseMonths,
    occupants: application.occupants,
  })

/** My Applications: the renter's own, with Withdraw while one is open. */
export function MyApplicationsPage() {
  const [page, setPage] = usePageParam()
  const applications = useQuery(applicationsQuery('renter', page))
  const t = useT('buying')
  const withdrawal = useDecideApplication({
    onSuccess: () => toast.success(t('applications.withdrawn')),
    onError: (error) => toast.error(t('applications.notWithdrawn', { reason: error.message })),
  })
  const onWithdraw = async (application: RentalApplication) => {
    const confirmed = await confirmDanger(
      t('applications.withdrawConfirm'),
      t('applications.withdrawText', { title: application.title }),
      t('applications.withdrawYes'),
    )
    if (confirmed) withdrawal.mutate({ application, decision: { action: 'withdraw' } })
  }

  return (
    <DashboardPage id="my-applications-title" title={t('applications.title')}>
      <PagedView
        query={applications}
        page={page}
        pageSize={APPLICATIONS_PAGE_SIZE}
        onPage={setPage}
        loading={t('applications.loading')}
        error={t('applications.error')}
        empty={t('applications.empty')}
      >
        {(data) => (
          <CardList label={t('applications.list')} items={data.items}>
            {(application) => (
              <ListingCard
                image={application.image}
                title={application.title}
                location={application.location}
                badge={<ApplicationStatusBadge status={application.status} />}
                actions={
                  isOpen(application) && (
                    <button
                      type="button"
                      className="btn btn-outline btn-error btn-sm"
                      disabled={withdrawal.isPending}
                      aria-label={t('applications.withdrawLabel', { title: application.title })}
                      onClick={() => onWithdraw(application)}
                    >
                      {t('applications.withdraw')}
                    </button>
                  )
                }
              >
                <p className="text-sm">{terms(t, application)}</p>
                {application.reason && (
                  <p className="text-sm text-base-content/80">
                    {t('applications.reason', { reason: application.reason })}
                  </p>
                )}
              </ListingCard>
            )}
          </CardList>
        )}
      </PagedView>
    </DashboardPage>
  )
}

/** Applications: those for the agent's rentals, with Shortlist, Accept and Decline while one is open. */
export function ApplicationsPage() {
  const [page, setPage] = usePageParam()
  const applications = useQuery(applicationsQuery('agent', page))
  const t = useT('agent')
  // The renter's terms and the status badges are the renter's own words ('buying').
  const renterT = useT('buying')
  const decision = useDecideApplication({
    onSuccess: (_, { decision }) => toast.success(t(`applications.done.${decision.action}`)),
    onError: (error) => toast.error(t('applications.notChanged', { reason: error.message })),
  })
  const onAccept = async (application: RentalApplication) => {
    const confirmed = await confirmChange(
      t('applications.confirmAccept', { name: application.renterName }),
      t('applications.confirmAcceptText', { title: application.title }),
      t('applications.confirmAcceptYes'),
    )
    if (confirmed) decision.mutate({ application, decision: { action: 'accept' } })
  }
  const onDecline = async (application: RentalApplication) => {
    const reason = await askForReason(t('applications.confirmDecline', { name: application.renterName }), {
      label: t('applications.declineReason'),
      maxLength: APPLICATION_REASON_MAX,
    })
    if (reason) decision.mutate({ application, decision: { action: 'decline', reason } })
  }
  const busy = decision.isPending

  return (
    <DashboardPage id="applications-title" title={t('applications.title')}>
      <PagedView
        query={applications}
        page={page}
        pageSize={APPLICATIONS_PAGE_SIZE}
        onPage={setPage}
        loading={t('applications.loading')}
        error={t('applications.error')}
        empty={t('applications.empty')}
      >
        {(data) => (
          <DataTable
            caption={t('applications.count', { count: data.total })}
            busy={applications.isPlaceholderData}
            rows={data.items}
            rowKey={(application) => application._id}
            columns={[
              { label: t('applications.column.rental'), cell: (application) => application.title },
              {
                label: t('applications.column.renter'),
                cell: (application) => (
                  <div className="min-w-0">
                    <p>{application.renterName}</p>
                    <p className="text-xs text-base-content/80 md:whitespace-nowrap">
                      {application.renterEmail}
                    </p>
                  </div>
                ),
              },
              { label: t('applications.column.terms'), cell: (application) => terms(renterT, application) },
              {
                label: t('applications.column.income'),
                kind: 'nowrap',
                cell: (application) =>
                  application.monthlyIncome === null
                    ? '—'
                    : t('applications.income', {
                        amount: formatAmount(application.monthlyIncome, configuredCurrency()),
                      }),
              },
              {
                label: t('applications.column.message'),
                cell: (application) => <p className="max-w-xs whitespace-pre-line">{application.message}</p>,
              },
              {
                label: t('applications.column.status'),
                cell: (application) => <ApplicationStatusBadge status={application.status} />,
              },
              {
                label: t('applications.column.actions'),
                kind: 'actions',
                cell: (application) =>
                  isOpen(application) && (
                    <div className="flex flex-wrap gap-2">
                      {application.status === 'submitted' && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline"
                          disabled={busy}
                          aria-label={t('applications.shortlistLabel', {
                            name: application.renterName,
                            title: application.title,
                          })}
                          onClick={() => decision.mutate({ application, decision: { action: 'shortlist' } })}
                        >
                          {t('applications.shortlist')}
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn btn-sm btn-success"
                        disabled={busy}
                        aria-label={t('applications.acceptLabel', {
                          name: application.renterName,
                          title: application.title,
                        })}
                        onClick={() => onAccept(application)}
                      >
                        {t('applications.accept')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-error"
                        disabled={busy}
                        aria-label={t('applications.declineLabel', {
                          name: application.renterName,
                          title: application.title,
                        })}
                        onClick={() => onDecline(application)}
                      >
                        {t('applications.decline')}
                      </button>
                    </div>
                  ),
              },
            ]}
          />
        )}
      </PagedView>
    </DashboardPage>
  )
}
