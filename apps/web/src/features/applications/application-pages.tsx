import { APPLICATION_REASON_MAX, type RentalApplication } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { countOf } from '../../lib/count.ts'
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
  const t = useT('buying')
  const decision = useDecideApplication({
    onSuccess: (_, { decision }) =>
      toast.success(
        {
          accept: 'Application accepted: the rental is let.',
          shortlist: 'Application shortlisted.',
          decline: 'Application declined.',
          withdraw: 'Application withdrawn.',
        }[decision.action],
      ),
    onError: (error) => toast.error(`The application could not be changed. ${error.message}`),
  })
  const onAccept = async (application: RentalApplication) => {
    const confirmed = await confirmChange(
      `Accept ${application.renterName}'s application?`,
      `${application.title} will be let, and every other open application for it declined.`,
      'Yes, accept it',
    )
    if (confirmed) decision.mutate({ application, decision: { action: 'accept' } })
  }
  const onDecline = async (application: RentalApplication) => {
    const reason = await askForReason(`Decline ${application.renterName}'s application?`, {
      label: 'Reason (the renter reads it)',
      maxLength: APPLICATION_REASON_MAX,
    })
    if (reason) decision.mutate({ application, decision: { action: 'decline', reason } })
  }
  const busy = decision.isPending

  return (
    <DashboardPage id="applications-title" title="Applications">
      <PagedView
        query={applications}
        page={page}
        pageSize={APPLICATIONS_PAGE_SIZE}
        onPage={setPage}
        loading="Loading applications..."
        error="We could not load the applications."
        empty="No applications for your rentals yet."
      >
        {(data) => (
          <DataTable
            caption={`${countOf(data.total, 'application')} for your rentals`}
            busy={applications.isPlaceholderData}
            rows={data.items}
            rowKey={(application) => application._id}
            columns={[
              { label: 'Rental', cell: (application) => application.title },
              {
                label: 'Renter',
                cell: (application) => (
                  <div className="min-w-0">
                    <p>{application.renterName}</p>
                    <p className="text-xs text-base-content/80 md:whitespace-nowrap">
                      {application.renterEmail}
                    </p>
                  </div>
                ),
              },
              { label: 'Terms', cell: (application) => terms(t, application) },
              {
                label: 'Income',
                kind: 'nowrap',
                cell: (application) =>
                  application.monthlyIncome === null
                    ? '—'
                    : `${formatAmount(application.monthlyIncome, configuredCurrency())} / month`,
              },
              {
                label: 'Message',
                cell: (application) => <p className="max-w-xs whitespace-pre-line">{application.message}</p>,
              },
              {
                label: 'Status',
                cell: (application) => <ApplicationStatusBadge status={application.status} />,
              },
              {
                label: 'Actions',
                kind: 'actions',
                cell: (application) =>
                  isOpen(application) && (
                    <div className="flex flex-wrap gap-2">
                      {application.status === 'submitted' && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline"
                          disabled={busy}
                          aria-label={`Shortlist ${application.renterName} for ${application.title}`}
                          onClick={() => decision.mutate({ application, decision: { action: 'shortlist' } })}
                        >
                          Shortlist
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn btn-sm btn-success"
                        disabled={busy}
                        aria-label={`Accept ${application.renterName} for ${application.title}`}
                        onClick={() => onAccept(application)}
                      >
                        Accept
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-error"
                        disabled={busy}
                        aria-label={`Decline ${application.renterName} for ${application.title}`}
                        onClick={() => onDecline(application)}
                      >
                        Decline
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
