import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { myReviewsQuery } from '../features/reviews/api.ts'
import { MyReviewsPage } from '../features/reviews/review-pages.tsx'

export const loader = screenLoader((queryClient, { email, page }) =>
  queryClient.prefetchQuery(myReviewsQuery(email, page)),
)

export const meta = () => screenMeta('My Reviews')

export const shouldRevalidate = notOnQueryChange

export default withServerData(MyReviewsPage)
