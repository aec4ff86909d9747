import { verificationStatusSchema } from '@keyhaven/contract'
import type { ActionFunctionArgs, MetaFunction } from 'react-router'
import { notOnQueryChange } from '../app/revalidation.ts'
import { withServerData } from '../app/screen-with-data.tsx'
import { screenMeta } from '../app/seo.ts'
import { screenLoader } from '../app/server/screen-data.server.ts'
import { adminPropertiesQuery } from '../features/properties/api.ts'
import { ManagePropertiesPage } from '../features/properties/manage-properties-page.tsx'
import { verifyAction } from '../features/properties/verify-action.server.ts'
import { metaT } from '../lib/i18n/use-t.ts'

export const loader = screenLoader(
  (queryClient, { page, search }) =>
    queryClient.prefetchQuery(
      // The page opens on what waits for review, as the screen reads it.
      adminPropertiesQuery(
        verificationStatusSchema.safeParse(search.get('status') ?? 'pending').data,
        '',
        page,
      ),
    ),
  'admin',
)

/** A pending listing verified, rejected or sent back for changes, asked first (the last two with a reason). */
export const action = ({ request, context }: ActionFunctionArgs) => verifyAction(request, context)

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  screenMeta(metaT(matches, 'admin')('properties.title'))

export const shouldRevalidate = notOnQueryChange

export default withServerData(ManagePropertiesPage)
