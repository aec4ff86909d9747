import type { Offer, Page } from '@keyhaven/contract'
import { rowForm, type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { ButtonForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { OFFERS_PAGE_SIZE } from './api.ts'
import { decisionIntent } from './offer-decision-intents.ts'

/**
 * The admin's view of every home under contract and not yet paid for, soonest deadline first: an offer may be
 * released (it expires at once and the home takes offers again) with a reason the buyer and agent are told.
 */
export function AwaitingPaymentPage({ read }: { read: ScreenRead<Page<Offer>> }) {
  const t = useT('admin')
  const [page, setPage] = usePageParam()
  const offers = useScreenRead(read)
  const { dateTime } = useDateFormat()
  // A release made without scripts is told at the page's top (the row leaves the list with it).
  const posted = usePostedOutcome()
  // The rows' releases are one form state of the page's (rowForm): the page stays to tell the result.
  const releases = useActionForm({ intent: posted?.intent ?? 'none' })

  return (
    <DashboardPage id="awaiting-payment-title" title={t('awaiting.title')}>
      <FormStatus outcome={posted} />
      <PagedView
        query={offers}
        page={page}
        pageSize={OFFERS_PAGE_SIZE}
        onPage={setPage}
        loading={t('awaiting.loading')}
        error={t('awaiting.error')}
        empty={t('awaiting.empty')}
      >
        {(data) => (
          <DataTable
            caption={t('awaiting.count', { count: data.total })}
            busy={offers.busy}
            rows={data.items}
            rowKey={(offer) => offer._id}
            columns={[
              { label: t('awaiting.column.title'), cell: (offer) => offer.title },
              {
                label: t('awaiting.column.buyer'),
                cell: (offer) => (
                  <div className="min-w-0">
                    <p>{offer.buyerName}</p>
                    <p className="text-xs text-base-content/80 md:whitespace-nowrap">{offer.buyerEmail}</p>
                  </div>
                ),
              },
              {
                label: t('awaiting.column.agent'),
                cell: (offer) => offer.agentName ?? t('awaiting.unknownAgent'),
              },
              {
                label: t('awaiting.column.offer'),
                kind: 'nowrap',
                cell: (offer) => formatAmount(offer.offerAmount, offer.currency),
              },
              {
                label: t('awaiting.column.payBy'),
                kind: 'nowrap',
                cell: (offer) => (offer.paymentDueAt ? dateTime(offer.paymentDueAt) : '-'),
              },
              {
                label: t('awaiting.column.actions'),
                kind: 'actions',
                cell: (offer) => {
                  // Asked first, by the route's action (offer-decisions.server.ts), for the reason both are told.
                  const form = rowForm(releases, decisionIntent('release', offer._id), { offerId: offer._id })
                  return (
                    <ButtonForm
                      form={form}
                      fields={{ offerId: offer._id, title: offer.title, buyerName: offer.buyerName }}
                      className="btn btn-sm btn-error btn-outline"
                      label={t('awaiting.releaseLabel', { buyer: offer.buyerName, title: offer.title })}
                    >
                      {form.busy ? t('awaiting.releasing') : t('awaiting.release')}
                    </ButtonForm>
                  )
                },
              },
            ]}
          />
        )}
      </PagedView>
    </DashboardPage>
  )
}
