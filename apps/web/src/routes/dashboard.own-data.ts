import type { LoaderFunctionArgs } from 'react-router'
import { download } from '../app/server/download.server.ts'
import { fetchOwnData } from '../features/account/api.ts'
import { dashboardPaths } from '../lib/dashboard-paths.ts'
import { serverT } from '../lib/i18n/messages.server.ts'

/** My Profile's Export my data: everything Keyhaven holds about the person, saved as keyhaven-export.json. */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  download(request, context, {
    name: 'keyhaven-export.json',
    read: fetchOwnData,
    page: dashboardPaths.myProfile,
    failed: async (reason) => (await serverT(context, 'dashboard'))('myData.exportFailed', { reason }),
  })
