import type { LoaderFunctionArgs } from 'react-router'
import { download } from '../app/server/download.server.ts'
import { fetchListingsCsv } from '../features/listing-import/api.ts'
import { dashboardPaths } from '../lib/dashboard-paths.ts'
import { serverT } from '../lib/i18n/messages.server.ts'

/** My Added Properties' Export CSV: the agent's listings, saved as keyhaven-listings.csv (the API says whose). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  download(request, context, {
    name: 'keyhaven-listings.csv',
    read: fetchListingsCsv,
    page: dashboardPaths.myAddedProperties,
    failed: async (reason) => (await serverT(context, 'agent'))('mine.exportFailed', { reason }),
  })
