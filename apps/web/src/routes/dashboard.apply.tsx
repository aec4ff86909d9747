import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { readProperty, screenLoader } from '../app/server/screen-data.server.ts'
import { applyAction } from '../features/applications/application-actions.server.ts'
import { ApplyPage } from '../features/applications/apply-page.tsx'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { params }) => readProperty(queryClient, params.id ?? ''),
  'buying',
)

/** The application: checked, then sent (features/applications/application-actions.server.ts). */
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  applyAction(request, context, params.id ?? '')

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  screenMeta(
    loaderData?.found === 'not-found'
      ? metaT(matches, 'common')('notFound.title')
      : metaT(matches, 'buying')('apply.title'),
  )

export const shouldRevalidate = notOnQueryChange

export default withServerData(ApplyPage)
