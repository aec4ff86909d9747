import { DEFAULT_LANGUAGE, type Language } from '@keyhaven/contract'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { LoadContext } from '../../app/load-context.ts'
import { pageContext } from '../../app/server/dev-context.server.ts'
import type { Namespace } from './catalogues.ts'
import { type CompiledCatalogue, type RouteMessages, type Translate, translator } from './translator.ts'

const files = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { import: 'default' })

async function source(language: Language, namespace: Namespace): Promise<Record<string, string>> {
  const load = files[`../../locales/${language}/${namespace}.json`]
  return load ? load() : {}
}

const compiled = new Map<string, Promise<CompiledCatalogue>>()

/** A namespace's messages in a language, compiled once per process; a key not translated yet is English. */
export function catalogueOf(language: Language, namespace: Namespace): Promise<CompiledCatalogue> {
  const key = `${language}/${namespace}`
  let found = compiled.get(key)
  if (!found) {
    found = Promise.all([source(DEFAULT_LANGUAGE, namespace), source(language, namespace)]).then(
      ([english, translated]) =>
        Object.fromEntries(
          Object.entries(english).map(([id, text]) => [id, compileMessage(translated[id] || text)]),
        ),
    )
    compiled.set(key, found)
  }
  return found
}

/** The catalogues a route's screens read, in the page's language: a loader returns them as `messages`. */
export async function messagesFor(context: LoadContext, ...namespaces: Namespace[]): Promise<RouteMessages> {
  const { language } = pageContext(context)
  const catalogues = await Promise.all(namespaces.map((namespace) => catalogueOf(language, namespace)))
  return Object.fromEntries(namespaces.map((namespace, index) => [namespace, catalogues[index]]))
}

/** Messages for what an action or loader writes itself (a toast line, a refusal), in the page's language. */
export async function serverT<N extends Namespace>(
  context: LoadContext,
  namespace: N,
): Promise<Translate<N>> {
  return translator(namespace, await catalogueOf(pageContext(context).language, namespace))
}
