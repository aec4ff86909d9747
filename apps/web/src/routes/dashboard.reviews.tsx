import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchMyReviews } from '../features/reviews/api.ts'
import { myReviewsAction } from '../features/reviews/review-list-actions.server.ts'
import { MyReviewsPage } from '../features/reviews/review-pages.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

// Its words are the dashboard's, which the dashboard's route brings.
export const loader = screenData(({ email, page }) => fetchMyReviews(email, page))

/** A review of the author edited, or deleted (asked first). */
export const action = ({ request, context }: ActionFunctionArgs) => myReviewsAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'dashboard')('menu.myReviews'))

export default function MyReviews() {
  return <MyReviewsPage read={useLoaderData<typeof loader>().read} />
}
