import type { CompiledCatalogue, RouteMessages } from './translator.ts'
import { type Translate, translator } from './translator.ts'

// What runs outside React in the browser (the app's dialogs) writes in the document's language with the root's
// `common` messages, which the root route hands every page: a document has one language, so they are kept once.
let documentCommon: CompiledCatalogue | undefined

/** Keeps the root's messages for the browser's code outside React (root.tsx, as it renders in the browser). */
export function keepDocumentMessages(messages: RouteMessages) {
  if (globalThis.document && messages.common) documentCommon = messages.common
}

/** The `common` messages in the document's language, for code outside React in the browser. */
export const documentT = (): Translate<'common'> => translator('common', documentCommon)
