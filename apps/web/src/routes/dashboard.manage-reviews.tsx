import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { allReviewsQuery } from '../features/reviews/api.ts'
import { ManageReviewsPage } from '../features/reviews/review-pages.tsx'

export const loader = screenLoader((queryClient, { page }) =>
  queryClient.prefetchQuery(allReviewsQuery(page)),
)

export const shouldRevalidate = notOnQueryChange

export default withServerData(ManageReviewsPage)
