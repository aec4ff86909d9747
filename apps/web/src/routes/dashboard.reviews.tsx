import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { myReviewsQuery } from '../features/reviews/api.ts'
import { myReviewsAction } from '../features/reviews/review-list-actions.server.ts'
import { MyReviewsPage } from '../features/reviews/review-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader((queryClient, { email, page }) =>
  queryClient.prefetchQuery(myReviewsQuery(email, page)),
)

/** A review of the author edited, or deleted (asked first). */
export const action = ({ request, context }: ActionFunctionArgs) => myReviewsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('menu.myReviews'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(MyReviewsPage)
