import { AsyncLocalStorage } from 'node:async_hooks'
import { PassThrough, Readable } from 'node:stream'
import type { Language } from '@keyhaven/contract'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import { type LoadContext, pageContextKey } from './app/load-context.ts'
import { NonceContext } from './app/nonce.ts'
import { readPageLanguageWith } from './lib/i18n/page-language.ts'

// How React Router's request handler turns a matched page into HTML. The whole page is sent at once, when
// everything in it has rendered (search engines and link previews read it whole; its data came from the
// loaders, so nothing waits long), with the content security policy's nonce on React Router's scripts.

const RENDER_TIMEOUT_MS = 10_000

// The API server reads the key from the build it loads, to hand each page request its context under it.
export { pageContextKey }

// Pages of several languages render at once: each request's language is kept with its work (its loaders,
// actions and render), where formatting code reads it (lib/i18n/page-language.ts). The API server runs each
// page request in its language.
const requestLanguage = new AsyncLocalStorage<Language>()
readPageLanguageWith(() => requestLanguage.getStore())
export const inLanguage = <T,>(language: Language, work: () => T): T => requestLanguage.run(language, work)

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: LoadContext,
): Promise<Response> {
  // Vite's dev server (npm run dev) hands no page context.
  const nonce = loadContext.get(pageContextKey).nonce
  return new Promise((resolve, reject) => {
    let failed = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        ...(nonce && { nonce }),
        // Every Suspense boundary in line, where it stands: React would otherwise move the content of the
        // boundaries after the first ~12 KB to the end of the document, hidden until an inline script swaps it
        // in, and a browser that runs no script would never show the home page's sections or the footer.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough()
          headers.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream, {
              headers,
              status: failed ? 500 : status,
            }),
          )
          pipe(body)
        },
        onShellError: reject,
        onError(error) {
          failed = true
          // Errors while rendering the shell are React Router's to answer (its error boundary); others are logged.
          if (!request.signal.aborted) console.error(error)
        },
      },
    )
    setTimeout(abort, RENDER_TIMEOUT_MS)
  })
}
