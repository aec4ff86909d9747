import './app/zod-config.ts'
import {
  AREA_UNIT_META,
  isLanguage,
  LANGUAGE_DETAILS,
  MAP_TILE_ATTRIBUTION_META,
  MAP_TILE_URL_META,
} from '@keyhaven/contract'
import { type ReactNode, useEffect } from 'react'
import {
  data,
  type HeadersFunction,
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router'
import './app/load-context.ts'
import { useNonce } from './app/nonce.ts'
import { RootLayout } from './app/root-layout.tsx'
import { RouteError } from './app/route-error.tsx'
import { pageContext } from './app/server/dev-context.server.ts'
import { displayCurrencyOfRequest } from './app/server/display-currency.server.ts'
import { assertEnrolled, sessionOf } from './app/server/request-api.server.ts'
import { AuthProvider } from './features/auth/auth-context.tsx'
import { setAreaUnit } from './lib/area-unit.ts'
import { setCurrency } from './lib/currency.ts'
import { readTold, toldCookie } from './lib/forms/told-cookie.server.ts'
import { keepDocumentMessages } from './lib/i18n/document-messages.ts'
import { languageCookie, rememberedLanguage } from './lib/i18n/language-cookie.server.ts'
import { messagesFor } from './lib/i18n/messages.server.ts'
import { pageLanguage } from './lib/i18n/page-language.ts'
import stylesheet from './styles.css?url'

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
]

/** The site's settings the browser reads from the page, and who is signed in (from the session cookie). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { settings } = pageContext(context)
  setCurrency(settings.currency)
  setAreaUnit(settings.areaUnit)
  const [session, display, messages] = await Promise.all([
    sessionOf(request, context),
    displayCurrencyOfRequest(request, context),
    messagesFor(context, 'common'),
  ])
  assertEnrolled(request, session)
  const headers = new Headers()
  // A form posted without scripts that finished elsewhere: this page says its result, once.
  const told = await readTold(request)
  if (told) headers.append('Set-Cookie', await toldCookie.serialize('', { maxAge: 0 }))
  // The language a signed-in person chose elsewhere is remembered on this browser too, from its next page on.
  const chosen = session?.user.language
  if (isLanguage(chosen) && !rememberedLanguage(request)) headers.append('Set-Cookie', languageCookie(chosen))
  return data({ settings, session, display, told, messages }, { headers })
}

/**
 * Pages are never cached without asking the server again (they carry who is signed in and the latest data).
 * No route below exports `headers`, so every page (and the error page) gets these; a loader's cookies are still
 * added by React Router, and a loader's redirect is answered as it is.
 */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-cache' })

// Loaders run on the server only; the root's answer (the settings, the session, the display currency) changes
// only with a sign-in or a sign-out, after which the app reloads what it shows itself, or with a new display
// currency, whose plain form loads the page afresh.
export const shouldRevalidate = () => false

/** The document around every page, the error page included (then without the root's data). */
export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const settings = rootData?.settings
  const nonce = useNonce()
  const language = pageLanguage()
  return (
    // data-signed-in: the browser's API client waits for the session's access-token (lib/api-client.ts).
    <html
      lang={language}
      dir={LANGUAGE_DETAILS[language].dir}
      data-theme="light"
      data-signed-in={rootData?.session ? '' : undefined}
    >
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        {settings && (
          <>
            <meta name="keyhaven-currency" content={settings.currency} />
            <meta name={MAP_TILE_URL_META} content={settings.mapTiles.url} />
            <meta name={MAP_TILE_ATTRIBUTION_META} content={settings.mapTiles.attribution} />
            <meta name={AREA_UNIT_META} content={settings.areaUnit} />
          </>
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/**
 * Marks the page interactive once React has committed it (it sits in the page's boundary, which hydrates after
 * the document's frame). A server-rendered page shows its links, buttons and forms before then; browser tests
 * wait for this mark.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = ''
  }, [])
  return null
}

export default function App() {
  const { session, told, messages } = useLoaderData<typeof loader>()
  keepDocumentMessages(messages)
  return (
    <AuthProvider initial={session}>
      <RootLayout>
        {told && (
          <p
            role={told.failed ? 'alert' : 'status'}
            className={`alert ${told.failed ? 'alert-error' : 'alert-success'} alert-soft mx-auto mt-4 max-w-[1402px]`}
          >
            {told.text}
          </p>
        )}
        <Outlet />
        <InteractiveMark />
      </RootLayout>
    </AuthProvider>
  )
}

export const ErrorBoundary = RouteError
