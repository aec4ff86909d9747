import type { Offer } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { useMarkPageRead } from '../notifications/api.ts'
import { agentOffersQuery, OFFERS_PAGE_SIZE } from './api.ts'
import { decisionIntent } from './offer-decision-intents.ts'
import { OfferStatusBadge } from './offer-status-badge.tsx'

export function RequestedOffersPage() {
  const t = useT('agent')
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [page, setPage] = usePageParam()
  const offers = useQuery(agentOffersQuery(email, page))
  useMarkPageRead()
  const dates = useDateFormat()
  // A decision made without scripts: the row's buttons are gone with the pending state, so the page says it.
  const decided = usePostedOutcome()

  return (
    <DashboardPage id="requested-title" title={t('offers.title')}>
      {isDone(decided) && <FormStatus outcome={decided} />}
      <PagedView
        query={offers}
        page={page}
        pageSize={OFFERS_PAGE_SIZE}
        onPage={setPage}
        loading={t('offers.loading')}
        error={t('offers.error')}
        empty={t('offers.empty')}
      >
        {(data) => (
          <>
            <DataTable
              caption={t('offers.count', { count: data.total })}
              busy={offers.isPlaceholderData}
              rows={data.items}
              rowKey={(offer) => offer._id}
              columns={[
                {
                  label: t('offers.column.image'),
                  cell: (offer) => (
                    <img src={offer.image} alt="" className="h-12 w-16 rounded object-cover" loading="lazy" />
                  ),
                },
                { label: t('offers.column.title'), cell: (offer) => offer.title },
                { label: t('offers.column.location'), cell: (offer) => offer.location },
                {
                  label: t('offers.column.buyer'),
                  cell: (offer) => (
                    <div className="min-w-0">
                      <p>{offer.buyerName}</p>
                      <p className="text-xs text-base-content/80 md:whitespace-nowrap">{offer.buyerEmail}</p>
                    </div>
                  ),
                },
                {
                  label: t('offers.column.offer'),
                  kind: 'nowrap',
                  cell: (offer) => formatAmount(offer.offerAmount, offer.currency),
                },
                {
                  label: t('offers.column.buyDate'),
                  kind: 'nowrap',
                  cell: (offer) => dates.date(offer.buyingDate),
                },
                {
                  label: t('offers.column.status'),
                  cell: (offer) => <OfferStatusBadge status={offer.status} />,
                },
                {
                  label: t('offers.column.actions'),
                  kind: 'actions',
                  cell: (offer) =>
                    offer.status === 'pending' && (
                      <div className="flex gap-2">
                        <DecisionButton offer={offer} decision="accept" />
                        <DecisionButton offer={offer} decision="reject" />
                      </div>
                    ),
                },
              ]}
            />
          </>
        )}
      </PagedView>
    </DashboardPage>
  )
}

/**
 * Accept or Reject of one pending offer: a form of the page's route (features/offers/offer-decisions.server.ts),
 * which asks first; the route's loader then reads the offers again.
 */
function DecisionButton({ offer, decision }: { offer: Offer; decision: 'accept' | 'reject' }) {
  const t = useT('agent')
  const form = useActionForm({ intent: decisionIntent(decision, offer._id) })
  return (
    <>
      <ActionForm form={form}>
        <input type="hidden" name="intent" value={decision} />
        <input type="hidden" name="offerId" value={offer._id} />
        <input type="hidden" name="propertyId" value={offer.propertyId ?? ''} />
        <input type="hidden" name="buyerName" value={offer.buyerName} />
        <input type="hidden" name="amount" value={formatAmount(offer.offerAmount, offer.currency)} />
        <input type="hidden" name="title" value={offer.title} />
        <button
          type="submit"
          className={`btn btn-sm ${decision === 'accept' ? 'btn-success' : 'btn-error'}`}
          disabled={form.busy}
          aria-label={t(decision === 'accept' ? 'offers.acceptLabel' : 'offers.rejectLabel', {
            buyer: offer.buyerName,
            title: offer.title,
          })}
        >
          {t(decision === 'accept' ? 'offers.accept' : 'offers.reject')}
        </button>
      </ActionForm>
      <FormStatus outcome={form.outcome} />
    </>
  )
}
