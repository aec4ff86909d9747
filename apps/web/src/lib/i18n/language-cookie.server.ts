import { LANGUAGE_COOKIE, type Language } from '@keyhaven/contract'

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60

/**
 * The Set-Cookie that remembers a language on this browser for a year. A plain value (not React Router's
 * signed JSON): the API server reads it before any route runs, to lead an English address to the language.
 */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax; HttpOnly`

/** The language this browser remembers, if any. */
export function rememberedLanguage(request: Request): string | undefined {
  const cookies = request.headers.get('Cookie') ?? ''
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies)?.[1]
}
