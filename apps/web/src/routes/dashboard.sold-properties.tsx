import { type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { readSales } from '../features/sales/sales-read.server.ts'
import { SoldPropertiesPage } from '../features/sales/sold-properties-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenData(({ email, page }) => readSales(email, page), 'agent')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'agent')('sold.title'))

export default function SoldProperties() {
  return <SoldPropertiesPage read={useLoaderData<typeof loader>().read} />
}
