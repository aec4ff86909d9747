import type { Property, Role } from '@keyhaven/contract'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, Params } from 'react-router'
import { propertyQuery } from '../../features/properties/api.ts'
import { ApiError, isNotFound } from '../../lib/api-client.ts'
import type { Namespace } from '../../lib/i18n/catalogues.ts'
import { messagesFor } from '../../lib/i18n/messages.server.ts'
import { listingText } from '../../lib/listing-text.ts'
import { pageOf } from '../../lib/use-page-param.ts'
import type { LoadContext } from '../load-context.ts'
import type { ScreenRead } from '../screen-with-data.tsx'
import { prefetchFor } from './page-data.server.ts'
import { pageUrl } from './page-url.server.ts'
import { asVisitor, sessionOf } from './request-api.server.ts'

/** What a signed-in screen's data depends on: whose it is, the page of its list, its path and query. */
export interface ScreenRequest {
  email: string
  role: Role
  page: number
  params: Params
  search: URLSearchParams
}

/**
 * The loader of a signed-in screen: what it shows, read as its visitor in the same process (`read`), comes as
 * `read` (ScreenRead: the data, or that the read failed, or that what it names is not there, which the screen
 * shows in its own states rather than losing the page), with the screen's messages (`namespaces`) in the page's
 * language as `messages`. Without a session there is nothing to read: the guards above it send the visitor to
 * sign in. The page and filters come from the URL, so the loader runs again when they change, and after each
 * post to the route's action.
 */
export const screenData =
  <T>(read: (screen: ScreenRequest) => Promise<T>, ...namespaces: Namespace[]) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const search = pageUrl(request).searchParams
    const [found, messages] = await Promise.all([
      sessionOf(request, context).then((session): Promise<ScreenRead<T>> | ScreenRead<T> =>
        session
          ? readAsVisitor(request, context, () =>
              read({ email: session.user.email, role: session.role, page: pageOf(search), params, search }),
            )
          : { failed: 'error' },
      ),
      messagesFor(context, ...namespaces),
    ])
    return { read: found, messages }
  }

/**
 * What a page shows, read as the request's visitor in the same process, as its screen takes it (ScreenRead):
 * the data, or that the read failed, or that what it names is not there or not theirs. The public pages' loaders
 * read this way too, signed in or not.
 */
export const readAsVisitor = <T>(
  request: Request,
  context: LoadContext,
  read: () => Promise<T>,
): Promise<ScreenRead<T>> => readOf(asVisitor(request, context, read))

/** One read as a screen takes it (ScreenRead): a part of a page that may fail on its own (a listing's reviews). */
export const readOf = <T>(read: Promise<T>): Promise<ScreenRead<T>> =>
  read.then(
    (data) => ({ data }),
    (error: unknown) => ({ failed: isNotFound(error) || isForbidden(error) ? 'not-found' : 'error' }),
  )

/**
 * The loader of a signed-in screen not moved to `screenData` yet (a listing's offer form, the profile...): what
 * the screen shows, read as its visitor, comes with the page (prefetchFor). Without a session there is nothing
 * to read: the guards above it send the visitor to sign in. What the screen reads is the same query its component asks for, so the
 * browser does not ask again. What `fill` answers comes back as `found` (what the route's `meta` needs), and
 * the screen's messages (`namespaces`) in the page's language as `messages`.
 */
export const screenLoader =
  <T = void>(
    fill: (queryClient: QueryClient, screen: ScreenRequest) => Promise<T>,
    ...namespaces: Namespace[]
  ) =>
  async ({ request, context, params }: LoaderFunctionArgs) => {
    const session = await sessionOf(request, context)
    const search = pageUrl(request).searchParams
    const [{ queries, found }, messages] = await Promise.all([
      prefetchFor(request, context, async (queryClient) =>
        session
          ? fill(queryClient, {
              email: session.user.email,
              role: session.role,
              page: pageOf(search),
              params,
              search,
            })
          : undefined,
      ),
      messagesFor(context, ...namespaces),
    ])
    return { queries, found, messages }
  }

/** Someone else's record (a conversation not theirs): to the screen, not there. */
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403

/** What a listing's screen's title needs of it, or 'not-found' (PropertyNotFound); null when it failed. */
export type PropertyHead = Pick<Property, 'title' | 'agentEmail'> | 'not-found' | null

/** Reads a listing into the screen's cache (a failure is left to the screen) and answers what its title needs. */
export async function readProperty(queryClient: QueryClient, id: string): Promise<PropertyHead> {
  try {
    const property = await queryClient.fetchQuery(propertyQuery(id))
    return { title: listingText(property).title, agentEmail: property.agentEmail }
  } catch (error) {
    return isNotFound(error) ? 'not-found' : null
  }
}
