import type { Translate } from '../../lib/i18n/translator.ts'
import { paths } from '../../lib/paths.ts'
import { returnPath } from './return-to.ts'

// Apart from return-to.ts, which the shell of every page loads: the reasons are the login page's alone.

/**
 * Why a visitor was sent to sign in, told above the form: the page they asked for, in words. Null when they
 * came to sign in of their own accord (no `from`, or `from` is the home page).
 */
export function signInReason(params: URLSearchParams, t: Translate<'auth'>): string | null {
  const from = returnPath(params)
  if (from === paths.home) return null
  const pathname = from.split(/[?#]/)[0] ?? from
  if (pathname === paths.allProperties) return t('reason.allProperties')
  if (pathname.startsWith(paths.propertyDetails(''))) return t('reason.propertyDetails')
  if (pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`)) return t('reason.dashboard')
  return t('reason.other')
}
