import type { Offer, Page } from '@keyhaven/contract'
import { Link } from 'react-router'
import { rowForm, type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useMarkPageRead } from '../notifications/api.ts'
import { OFFERS_PAGE_SIZE } from './api.ts'
import { decisionIntent } from './offer-decision-intents.ts'
import { OfferStatusBadge } from './offer-status-badge.tsx'
import { WithdrawButton } from './withdraw-button.tsx'

export function PropertyBoughtPage({ read }: { read: ScreenRead<Page<Offer>> }) {
  const [page, setPage] = usePageParam()
  const offers = useScreenRead(read)
  const { dateTime } = useDateFormat()
  useMarkPageRead()
  const t = useT('buying')
  // A withdrawal made without scripts is told at the page's top (the card's button goes with the pending status).
  const posted = usePostedOutcome()
  // The cards' withdrawals are one form state of the page's (rowForm): the page stays to tell the result.
  const withdrawals = useActionForm({ intent: posted?.intent ?? 'none' })

  return (
    <DashboardPage id="bought-title" title={t('offer.myOffers')}>
      <FormStatus outcome={posted} />
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
          <CardList label={t('offers.list')} items={data.items}>
            {(offer) => (
              <ListingCard
                image={offer.image}
                title={offer.title}
                location={offer.location}
                badge={<OfferStatusBadge status={offer.status} />}
                agent={{ name: offer.agentName, image: offer.agentImage }}
                actions={
                  offer.status === 'pending' ? (
                    <WithdrawButton
                      form={rowForm(withdrawals, decisionIntent('withdraw', offer._id), {
                        offerId: offer._id,
                      })}
                      offer={offer}
                      label={t('offers.withdrawLabel', { title: offer.title })}
                    />
                  ) : (
                    offer.status === 'accepted' &&
                    !offer.transactionId && (
                      <Link
                        to={dashboardPaths.payment(offer._id)}
                        state={{ offer }}
                        className="btn btn-primary btn-sm"
                        aria-label={t('offers.payLabel', { title: offer.title })}
                      >
                        {t('offers.pay')}
                      </Link>
                    )
                  )
                }
              >
                <p>
                  <span className="font-medium">{t('offers.offered')}</span>{' '}
                  {formatAmount(offer.offerAmount, offer.currency)}
                </p>
                {offer.status === 'accepted' && offer.paymentDueAt && (
                  <p className="font-medium">{t('offers.payBy', { date: dateTime(offer.paymentDueAt) })}</p>
                )}
                {offer.transactionId && (
                  <p className="break-all text-sm">
                    <span className="font-medium">{t('payment.transactionId')}</span> {offer.transactionId}
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
