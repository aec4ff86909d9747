import { useQuery } from '@tanstack/react-query'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { allReviewsQuery, myReviewsQuery, REVIEWS_PAGE_SIZE } from './api.ts'
import { ReviewCards } from './review-cards.tsx'

export function MyReviewsPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [page, setPage] = usePageParam()
  const reviews = useQuery(myReviewsQuery(email, page))
  return (
    <DashboardPage id="my-reviews-title" title="My Reviews">
      <PagedView
        query={reviews}
        page={page}
        pageSize={REVIEWS_PAGE_SIZE}
        onPage={setPage}
        loading="Loading your reviews..."
        error="We could not load your reviews."
        empty="You have not added any reviews yet."
      >
        {(data) => <ReviewCards reviews={data.items} variant="author" />}
      </PagedView>
    </DashboardPage>
  )
}

export function ManageReviewsPage() {
  const [page, setPage] = usePageParam()
  const reviews = useQuery(allReviewsQuery(page))
  return (
    <DashboardPage id="manage-reviews-title" title="Manage Reviews">
      <PagedView
        query={reviews}
        page={page}
        pageSize={REVIEWS_PAGE_SIZE}
        onPage={setPage}
        loading="Loading reviews..."
        error="We could not load the reviews."
        empty="No reviews yet."
      >
        {(data) => <ReviewCards reviews={data.items} variant="admin" />}
      </PagedView>
    </DashboardPage>
  )
}
