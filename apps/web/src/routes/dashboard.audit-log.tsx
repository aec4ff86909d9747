import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router'
import { screenMeta } from '../app/seo.ts'
import { pageUrl } from '../app/server/page-url.server.ts'
import { screenData } from '../app/server/screen-data.server.ts'
import { fetchAuditLog } from '../features/audit/api.ts'
import { auditFilterOf } from '../features/audit/audit-filter.server.ts'
import { AuditLogPage } from '../features/audit/audit-log-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

const readEntries = screenData(
  ({ page, search }) => fetchAuditLog(auditFilterOf(search).filter, page),
  'admin',
)

/**
 * The entries of the URL's filters and page, and the filters as checked here: a bad one is left out of the read
 * and its problem goes to its field, whether or not the read went through.
 */
export async function loader(args: LoaderFunctionArgs) {
  return { ...(await readEntries(args)), filters: auditFilterOf(pageUrl(args.request).searchParams) }
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('audit.title'))

export default function AuditLog() {
  const { read, filters } = useLoaderData<typeof loader>()
  return <AuditLogPage read={read} filters={filters} />
}
