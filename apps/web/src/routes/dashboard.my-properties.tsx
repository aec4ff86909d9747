import { type ActionFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchAgentProperties, fetchListingInsight } from '../features/properties/api.ts'
import { myPropertiesAction } from '../features/properties/my-properties-action.server.ts'
import { MyPropertiesPage } from '../features/properties/my-properties-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

/**
 * The agent's listings of the page asked for, with each one's figures (views, saves, leads); the figures are
 * extra, so a failed read of them leaves the list, each card saying it has none.
 */
export const loader = screenData(async ({ email, page }) => {
  const listings = await fetchAgentProperties(email, page)
  const ids = listings.items.map((property) => property._id)
  const insight = ids.length > 0 ? await fetchListingInsight(ids).catch(() => null) : []
  return { listings, insight }
}, 'agent')

/** A listing sent for review, renewed, withdrawn or deleted (the last two asked first). */
export const action = ({ request, context }: ActionFunctionArgs) => myPropertiesAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('mine.title'))

function MyProperties() {
  return <MyPropertiesPage read={useLoaderData<typeof loader>().read} />
}

export default MyProperties
