import type { Role } from '@keyhaven/contract'
import type { LoaderFunctionArgs, Params } from 'react-router'
import { ApiError, isNotFound } from '../../lib/api-client.ts'
import type { Namespace } from '../../lib/i18n/catalogues.ts'
import { messagesFor } from '../../lib/i18n/messages.server.ts'
import { pageOf } from '../../lib/use-page-param.ts'
import type { LoadContext } from '../load-context.ts'
import type { ScreenRead } from '../screen-with-data.tsx'
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

/** Someone else's record (a conversation not theirs): to the screen, not there. */
const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403
