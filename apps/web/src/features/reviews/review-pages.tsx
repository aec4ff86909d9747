import type { Page, Review } from '@keyhaven/contract'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { REVIEWS_PAGE_SIZE } from './api.ts'
import { ReviewCards } from './review-cards.tsx'

type ListProps = { read: ScreenRead<Page<Review>> }

export function MyReviewsPage({ read }: ListProps) {
  const t = useT('dashboard')
  const [page, setPage] = usePageParam()
  const reviews = useScreenRead(read)
  return (
    <DashboardPage id="my-reviews-title" title={t('menu.myReviews')}>
      <PagedView
        query={reviews}
        page={page}
        pageSize={REVIEWS_PAGE_SIZE}
        onPage={setPage}
        loading={t('reviews.loadingMine')}
        error={t('reviews.errorMine')}
        empty={t('reviews.emptyMine')}
      >
        {(data) => <ReviewCards reviews={data.items} variant="author" />}
      </PagedView>
    </DashboardPage>
  )
}

export function ManageReviewsPage({ read }: ListProps) {
  const t = useT('dashboard')
  const [page, setPage] = usePageParam()
  const reviews = useScreenRead(read)
  return (
    <DashboardPage id="manage-reviews-title" title={t('menu.manageReviews')}>
      <PagedView
        query={reviews}
        page={page}
        pageSize={REVIEWS_PAGE_SIZE}
        onPage={setPage}
        loading={t('reviews.loadingAll')}
        error={t('reviews.errorAll')}
        empty={t('reviews.emptyAll')}
      >
        {(data) => <ReviewCards reviews={data.items} variant="admin" />}
      </PagedView>
    </DashboardPage>
  )
}
