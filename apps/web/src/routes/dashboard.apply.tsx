import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { PROPERTY_NOT_FOUND, screenMeta } from '../app/seo.ts'
import { readProperty, screenLoader } from '../app/server/screen-data.server.ts'
import { ApplyPage } from '../features/applications/apply-page.tsx'

export const loader = screenLoader((queryClient, { params }) => readProperty(queryClient, params.id ?? ''))

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  screenMeta(loaderData?.found === 'not-found' ? PROPERTY_NOT_FOUND : 'Apply to Rent')

export const shouldRevalidate = notOnQueryChange

export default withServerData(ApplyPage)
