import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { allReviewsQuery } from '../features/reviews/api.ts'
import { manageReviewsAction } from '../features/reviews/review-list-actions.server.ts'
import { ManageReviewsPage } from '../features/reviews/review-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader((queryClient, { page }) =>
  queryClient.prefetchQuery(allReviewsQuery(page)),
)

/** A review deleted by an admin, warned first. */
export const action = ({ request, context }: ActionFunctionArgs) => manageReviewsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('menu.manageReviews'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(ManageReviewsPage)
