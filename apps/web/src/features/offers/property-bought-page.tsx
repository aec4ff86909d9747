import type { Offer, Page } from '@keyhaven/contract'
import toast from 'react-hot-toast'
import { Link, useRevalidator } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { formatAmount } from '../../lib/currency.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useMarkPageRead } from '../notifications/api.ts'
import { OFFERS_PAGE_SIZE, useWithdrawOffer } from './api.ts'
import { OfferStatusBadge } from './offer-status-badge.tsx'

export function PropertyBoughtPage({ read }: { read: ScreenRead<Page<Offer>> }) {
  const [page, setPage] = usePageParam()
  const offers = useScreenRead(read)
  // Withdraw still calls the API from the browser: once answered, the route's loader reads the list again.
  const { revalidate } = useRevalidator()
  const { dateTime } = useDateFormat()
  useMarkPageRead()
  const t = useT('buying')
  const withdrawal = useWithdrawOffer({
    onSuccess: () => {
      void revalidate()
      toast.success(t('offer.withdrawn'))
    },
    onError: (error) => {
      void revalidate()
      toast.error(t('offer.notWithdrawn', { reason: error.message }))
    },
  })
  const onWithdraw = async (offer: Offer) => {
    const confirmed = await confirmDanger(
      t('offer.withdrawConfirm'),
      t('offer.withdrawText', {
        title: offer.title,
        amount: formatAmount(offer.offerAmount, offer.currency),
      }),
      t('offer.withdrawYes'),
    )
    if (confirmed) withdrawal.mutate(offer)
  }

  return (
    <DashboardPage id="bought-title" title={t('offer.myOffers')}>
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
                    <button
                      type="button"
                      className="btn btn-outline btn-error btn-sm"
                      disabled={withdrawal.isPending}
                      aria-label={t('offers.withdrawLabel', { title: offer.title })}
                      onClick={() => onWithdraw(offer)}
                    >
                      {withdrawal.isPending && withdrawal.variables?._id === offer._id
                        ? t('offer.withdrawing')
                        : t('offer.withdraw')}
                    </button>
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
