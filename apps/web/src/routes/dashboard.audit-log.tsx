import type { MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { auditLogQuery, filterOf } from '../features/audit/api.ts'
import { AuditLogPage } from '../features/audit/audit-log-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { page, search }) => queryClient.prefetchQuery(auditLogQuery(filterOf(search), page)),
  'admin',
)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('audit.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(AuditLogPage)
