import { vi } from 'vitest'
import type { Namespace } from '../lib/i18n/catalogues.ts'
import { keepDocumentMessages } from '../lib/i18n/document-messages.ts'
import { catalogueOf } from '../lib/i18n/messages.server.ts'
import { type CompiledCatalogue, translator } from '../lib/i18n/translator.ts'

// Component tests render screens without the routes whose loaders hand a page its messages: their screens read
// the English catalogues (the real files, compiled as the server compiles them), so the tests assert the
// product's English texts. The browser tests run the real loaders, where a page that forgot to load a namespace
// fails.
const namespaces = Object.keys(import.meta.glob('../locales/en/*.json')).map(
  (file) => file.replace(/^.*\/(.+)\.json$/, '$1') as Namespace,
)
const english = Object.fromEntries(
  await Promise.all(namespaces.map(async (namespace) => [namespace, await catalogueOf('en', namespace)])),
) as Record<Namespace, CompiledCatalogue>

keepDocumentMessages({ common: english.common })

vi.mock('../lib/i18n/use-t.ts', () => ({
  useT: (namespace: Namespace) => translator(namespace, english[namespace]),
  metaT: (_matches: unknown, namespace: Namespace) => translator(namespace, english[namespace]),
}))
