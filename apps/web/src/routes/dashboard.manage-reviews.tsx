import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchAllReviews } from '../features/reviews/api.ts'
import { manageReviewsAction } from '../features/reviews/review-list-actions.server.ts'
import { ManageReviewsPage } from '../features/reviews/review-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// Its words are the dashboard's, which the dashboard's route brings.
export const loader = screenData(({ page }) => fetchAllReviews(page))

/** A review deleted by an admin, warned first. */
export const action = ({ request, context }: ActionFunctionArgs) => manageReviewsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('menu.manageReviews'))

export default function ManageReviews() {
  return <ManageReviewsPage read={useLoaderData<typeof loader>().read} />
}
