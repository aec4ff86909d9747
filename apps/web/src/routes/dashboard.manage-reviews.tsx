import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { allReviewsQuery } from '../features/reviews/api.ts'
import { ManageReviewsPage } from '../features/reviews/review-pages.tsx'

export const loader = screenLoader((queryClient, { page }) =>
  queryClient.prefetchQuery(allReviewsQuery(page)),
)

export const meta = () => screenMeta('Manage Reviews')

export const shouldRevalidate = notOnQueryChange

export default withServerData(ManageReviewsPage)
