import { useQuery } from '@tanstack/react-query'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { allReviewsQuery, myReviewsQuery, REVIEWS_PAGE_SIZE } from './api.ts'
import { ReviewCards } from './review-cards.tsx'

export function MyReviewsPage() {
  const t = useT('dashboard')
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [page, setPage] = usePageParam()
  const reviews = useQuery(myReviewsQuery(email, page))
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

export function ManageReviewsPage() {
  const t = useT('dashboard')
  const [page, setPage] = usePageParam()
  const reviews = useQuery(allReviewsQuery(page))
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
