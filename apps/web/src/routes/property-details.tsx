import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { readAsVisitor, readOf } from '../app/server/screen-data.server.ts'
import { PageWidth } from '../components/page.tsx'
import { PropertyNotFound } from '../components/property-not-found.tsx'
import { contactAgentAction } from '../features/inquiries/inquiry-actions.server.ts'
import {
  fetchEstimate,
  fetchMyProperty,
  fetchPriceHistory,
  fetchProperty,
} from '../features/properties/api.ts'
import {
  cancelOpenHouseAction,
  scheduleOpenHouseAction,
} from '../features/properties/open-house-actions.server.ts'
import { type ListingRead, PropertyDetailsPage } from '../features/properties/property-details-page.tsx'
import { fetchPropertyReviews } from '../features/reviews/api.ts'
import { reviewAction } from '../features/reviews/review-actions.server.ts'
import { bookViewingAction } from '../features/viewings/viewing-actions.server.ts'
import { wishlistEntryAction } from '../features/wishlist/wishlist-actions.server.ts'
import { messagesFor } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'
import { listingText } from '../lib/listing-text.ts'

/** The listing, then what hangs on it, each part failing on its own (the visitor's own state as unknown). */
async function readListing(id: string): Promise<ListingRead> {
  const property = await fetchProperty(id)
  const [mine, reviews, history, estimate] = await Promise.all([
    fetchMyProperty(id).catch(() => null),
    readOf(fetchPropertyReviews(id)),
    readOf(fetchPriceHistory(id)),
    readOf(fetchEstimate(id)),
  ])
  return { property, mine, reviews, history, estimate }
}

/**
 * The listing with its photos, reviews, price history and estimate comes with the page, and so does what the
 * visitor did about it (saved it, offered, wrote): the page never shows "Add to Wishlist" for a moment on a saved
 * home. An unknown id is a 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = params.id ?? ''
  const [read, messages] = await Promise.all([
    readAsVisitor(request, context, () => readListing(id)),
    messagesFor(context, 'listing'),
  ])
  if ('failed' in read && read.failed === 'not-found')
    return data({ id, read, notFound: true, title: null, messages }, { status: 404 })
  const title = 'data' in read ? listingText(read.data.property).title : null
  return { id, read, notFound: false, title, messages }
}

/**
 * The listing's forms: saving it to the wishlist and removing it again, a review written or edited, a viewing
 * booked, a message to its agent, and its agent's open houses scheduled and cancelled.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  const id = params.id ?? ''
  if (intent === 'review') return reviewAction(request, context, form, id)
  if (intent === 'open-house') return scheduleOpenHouseAction(request, context, form, id)
  if (intent === 'cancel-open-house') return cancelOpenHouseAction(request, context, form, id)
  if (intent === 'viewing') return bookViewingAction(request, context, form)
  if (intent === 'contact') return contactAgentAction(request, context, form, id)
  return wishlistEntryAction(request, context, form)
}

/** The listing's title; an unknown id's page says so (a failed read leaves the title to the screen's retry). */
export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData?.notFound
    ? screenMeta(metaT(matches, 'common')('notFound.title'))
    : loaderData?.title
      ? screenMeta(loaderData.title)
      : []

export default function PropertyDetails() {
  const { id, read, notFound } = useLoaderData<typeof loader>()
  if (notFound) {
    return (
      <PageWidth>
        <PropertyNotFound />
      </PageWidth>
    )
  }
  return <PropertyDetailsPage id={id} read={read} />
}
