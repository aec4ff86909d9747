import { type CompiledMessage, type MessageValues, renderMessage } from '@keyhaven/contract'
import type { Catalogues, Namespace } from './catalogues.ts'
import { pageLocale } from './page-language.ts'

/** A namespace's messages in one language, compiled (ICU MessageFormat) by the server that loaded them. */
export type CompiledCatalogue = Record<string, CompiledMessage>

/** What a route's loader hands its page: the catalogues its screens read, in the page's language. */
export type RouteMessages = Partial<Record<Namespace, CompiledCatalogue>>

export type { MessageValues }

/** Writes a message of a namespace with its values: plurals, numbers and dates in the page's language. */
export type Translate<N extends Namespace> = (
  key: keyof Catalogues[N] & string,
  values?: MessageValues,
) => string

export function translator<N extends Namespace>(
  namespace: N,
  catalogue: CompiledCatalogue | undefined,
): Translate<N> {
  if (!catalogue) {
    // A screen reading a namespace that no route of its page loaded is a programming error, found by its tests.
    throw new Error(`The messages of "${namespace}" are not loaded by any route of this page`)
  }
  const locale = pageLocale()
  return (key, values = {}) => renderMessage(catalogue[key] ?? key, values, locale)
}

/** The catalogue of a namespace among what the matched routes' loaders handed the page. */
export function catalogueAmong(loaderData: readonly unknown[], namespace: Namespace) {
  for (const data of loaderData) {
    const messages = (data as { messages?: RouteMessages } | undefined)?.messages
    const catalogue = messages?.[namespace]
    if (catalogue) return catalogue
  }
  return undefined
}
