import type { Offer, Page } from '@keyhaven/contract'
import { rowForm, type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, type ActionFormState, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useMarkPageRead } from '../notifications/api.ts'
import { OFFERS_PAGE_SIZE } from './api.ts'
import { decisionIntent } from './offer-decision-intents.ts'
import { OfferStatusBadge } from './offer-status-badge.tsx'

// No post of this page has this intent: the page's form takes a posted answer only when the page got one.
const NO_POST = 'none'

export function RequestedOffersPage({ read }: { read: ScreenRead<Page<Offer>> }) {
  const t = useT('agent')
  const [page, setPage] = usePageParam()
  const offers = useScreenRead(read)
  useMarkPageRead()
  const dates = useDateFormat()
  // A decision made without scripts: the row's buttons are gone with the pending state, so the page says it.
  const decided = usePostedOutcome()
  // Every row's Accept and Reject are one form state of the page's: the buttons go with the answer (the route's
  // loader reads the offers again), and the page, which stays, tells the result. A post made without scripts
  // shows only on its own row's form (its question).
  const decision = useActionForm({ intent: decided?.intent ?? NO_POST })

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
              busy={offers.busy}
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
                        <DecisionButton form={decision} offer={offer} decision="accept" />
                        <DecisionButton form={decision} offer={offer} decision="reject" />
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
function DecisionButton({
  form: page,
  offer,
  decision,
}: {
  form: ActionFormState
  offer: Offer
  decision: 'accept' | 'reject'
}) {
  const t = useT('agent')
  const form = rowForm(page, decisionIntent(decision, offer._id), { intent: decision, offerId: offer._id })
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
