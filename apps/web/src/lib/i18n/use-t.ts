import { useMemo } from 'react'
import { useMatches } from 'react-router'
import type { Namespace } from './catalogues.ts'
import { catalogueAmong, type Translate, translator } from './translator.ts'

/**
 * The messages of a namespace for a screen, in the page's language: `t('key', { count })`. A route of the page
 * loads the namespace in its loader (messagesFor), so only the page's own strings, in its own language, reach
 * the browser, with the page's data.
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const catalogue = catalogueAmong(
    useMatches().map((match) => match.loaderData),
    namespace,
  )
  return useMemo(() => translator(namespace, catalogue), [namespace, catalogue])
}

/** The same for a route's `meta` (titles and descriptions), from the matches it is given. */
export function metaT<N extends Namespace>(
  matches: readonly ({ loaderData?: unknown } | undefined)[],
  namespace: N,
): Translate<N> {
  return translator(
    namespace,
    catalogueAmong(
      matches.map((match) => match?.loaderData),
      namespace,
    ),
  )
}
