import { type ActionFunctionArgs, RouterContextProvider } from 'react-router'
import type { LoadContext } from '../app/load-context.ts'
import '../app/server/request-api.server.ts'
import { setApiTransport } from '../lib/api-client.ts'

// A route's action run in the test beside its page, as the server runs it. On the server its API requests go in
// the same process, as the visitor; here they go by the simulated browser's fetch to the test's server (which
// answers whoever asks), and so do the page's own requests, made outside any action.
setApiTransport((url, init) => fetch(url, init))

/** The route's `action` for a memory router: the app's action, with a server's (empty) load context. */
export const routeAction =
  (action: (request: Request, context: LoadContext) => Promise<unknown>) =>
  ({ request }: ActionFunctionArgs) =>
    action(request, new RouterContextProvider())

/** A route module's own `action` (it reads what it needs of the request and the load context) for a memory router. */
export const routeModuleAction = (action: (args: ActionFunctionArgs) => Promise<unknown>) =>
  routeAction((request, context) =>
    action({ request, context, params: {}, pattern: '/' } as ActionFunctionArgs),
  )
