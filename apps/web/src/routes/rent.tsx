import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { readData } from '../app/screen-with-data.tsx'
import { listedHome, pageMeta } from '../app/seo.ts'
import { pageUrl } from '../app/server/page-url.server.ts'
import { readAsVisitor } from '../app/server/screen-data.server.ts'
import { fetchRentals } from '../features/rent/api.ts'
import { RentPage } from '../features/rent/rent-page.tsx'
import { messagesFor } from '../lib/i18n/messages.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'
import type { loader as rootLoader } from '../root.tsx'

/** The page of rentals the URL asks for (its category and page): read again when they change. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [read, messages] = await Promise.all([
    readAsVisitor(request, context, () => fetchRentals(pageUrl(request).searchParams)),
    messagesFor(context, 'search'),
  ])
  return { read, listed: (readData(read)?.items ?? []).map(listedHome), messages }
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ loaderData, matches }) => {
  const t = metaT(matches, 'search')
  return pageMeta({
    title: t('rent.title'),
    description: t('rent.description'),
    path: '/rentProperties',
    site: matches.find((match) => match.id === 'root')?.loaderData?.settings,
    listings: loaderData?.listed ?? [],
  })
}

export default function Rent() {
  return <RentPage read={useLoaderData<typeof loader>().read} />
}
