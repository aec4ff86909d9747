import type { MetaFunction, ShouldRevalidateFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { auditLogQuery, FILTERS } from '../features/audit/api.ts'
import { auditFilterOf } from '../features/audit/audit-filter.server.ts'
import { AuditLogPage } from '../features/audit/audit-log-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

/** The entries of the URL's filters (checked here; a bad one's problem goes to its field) and page. */
export const loader = screenLoader(async (queryClient, { page, search }) => {
  const state = auditFilterOf(search)
  await queryClient.prefetchQuery(auditLogQuery(state.filter, page))
  return state
}, 'admin')

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('audit.title'))

/** The filter form (a GET form) and Clear change the filters, which the loader checks; a page of the list does not. */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  FILTERS.some((name) => args.currentUrl.searchParams.get(name) !== args.nextUrl.searchParams.get(name))
    ? args.defaultShouldRevalidate
    : notOnQueryChange(args)

export default withServerData(AuditLogPage)
