import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { Pager } from '../../components/pager.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/status.tsx'
import { useAuth } from '../auth/auth-context.tsx'
import { allReviewsQuery, myReviewsQuery, REVIEWS_PAGE_SIZE } from './api.ts'
import { ReviewCards } from './review-cards.tsx'

function usePage() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  return [page, (next: number) => setParams({ page: String(next) })] as const
}

export function MyReviewsPage() {
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [page, setPage] = usePage()
  const { data, isPending, isError, refetch } = useQuery(myReviewsQuery(email, page))
  return (
    <section aria-labelledby="my-reviews-title">
      <title>My Reviews · Keyhaven</title>
      <h1 id="my-reviews-title" className="mb-6 text-2xl font-bold">
        My Reviews
      </h1>
      {isPending ? (
        <LoadingState label="Loading your reviews..." />
      ) : isError ? (
        <ErrorState message="We could not load your reviews." onRetry={() => refetch()} />
      ) : data.reviews.length === 0 ? (
        <EmptyState>You have not added any reviews yet.</EmptyState>
      ) : (
        <>
          <ReviewCards reviews={data.reviews} variant="author" />
          <Pager page={page} pageCount={Math.ceil(data.total / REVIEWS_PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </section>
  )
}

export function ManageReviewsPage() {
  const [page, setPage] = usePage()
  const { data, isPending, isError, refetch } = useQuery(allReviewsQuery(page))
  return (
    <section aria-labelledby="manage-reviews-title">
      <title>Manage Reviews · Keyhaven</title>
      <h1 id="manage-reviews-title" className="mb-6 text-2xl font-bold">
        Manage Reviews
      </h1>
      {isPending ? (
        <LoadingState label="Loading reviews..." />
      ) : isError ? (
        <ErrorState message="We could not load the reviews." onRetry={() => refetch()} />
      ) : data.reviews.length === 0 ? (
        <EmptyState>No reviews yet.</EmptyState>
      ) : (
        <>
          <ReviewCards reviews={data.reviews} variant="admin" />
          <Pager page={page} pageCount={Math.ceil(data.total / REVIEWS_PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </section>
  )
}
