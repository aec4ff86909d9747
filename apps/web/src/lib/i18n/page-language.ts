import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_DETAILS, type Language } from '@keyhaven/contract'

// The language of the page being rendered. In the browser it is the document's own (a page in another language
// is another document: its addresses have another prefix); on the server, where pages of several languages
// render at once, the request's, which the server's entry reads from where it keeps it per request.
let readLanguage = (): string | undefined => globalThis.document?.documentElement.lang

/** The server's entry hands its per-request reading (entry.server.tsx). */
export function readPageLanguageWith(read: () => Language | undefined) {
  readLanguage = read
}

export function pageLanguage(): Language {
  const language = readLanguage()
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}

/** The Intl locale of the page's language: numbers, prices, dates and plurals are written with it. */
export const pageLocale = () => LANGUAGE_DETAILS[pageLanguage()].intl
