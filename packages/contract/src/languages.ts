/**
 * The languages Keyhaven speaks. English pages keep their addresses; the others live under a prefix of their
 * code (/bn/…, /es/…, /ar/…). `intl` is the locale Intl formats numbers, prices, dates and plurals with.
 */
export const LANGUAGES = ['en', 'bn', 'es', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

export const LANGUAGE_DETAILS: Record<Language, { name: string; dir: 'ltr' | 'rtl'; intl: string }> = {
  en: { name: 'English', dir: 'ltr', intl: 'en-US' },
  bn: { name: 'বাংলা', dir: 'ltr', intl: 'bn-BD' },
  es: { name: 'Español', dir: 'ltr', intl: 'es-ES' },
  ar: { name: 'العربية', dir: 'rtl', intl: 'ar-EG' },
}

/** The cookie that remembers the language a person chose. */
export const LANGUAGE_COOKIE = 'keyhaven-language'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** The best of our languages for an Accept-Language header (by its q-values; `es-MX` is Spanish), if any. */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { base: tag.split('-')[0], q: q === undefined ? 1 : Number(q), order }
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  return ranked.map(({ base }) => base).find(isLanguage)
}

/** The path prefix of a language's pages: none for English. */
export const languagePrefix = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`)

/** A page's language and its path without the prefix (`/es/allProperties` → es, `/allProperties`). */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) return { language: first, path: `/${rest.join('/')}` }
  return { language: DEFAULT_LANGUAGE, path: pathname }
}

/** The address of a page (a path without prefix, with its query) in a language. */
export const pathInLanguage = (path: string, language: Language) =>
  `${languagePrefix(language)}${path === '/' && language !== DEFAULT_LANGUAGE ? '' : path}`
