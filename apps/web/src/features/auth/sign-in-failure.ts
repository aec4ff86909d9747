import { ApiError } from '../../lib/api-client.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { isPasskeyDialogDismissed } from '../../lib/passkeys.ts'

/** What the login screen says (and toasts) about a sign-in the server refused. */
export function describeSignInFailure(
  error: unknown,
  t: Translate<'auth'>,
): { message: string; toast: string } {
  if (error instanceof ApiError && error.code === 'USER_NOT_FOUND') {
    return { message: t('failure.noAccount'), toast: t('failure.noAccountToast') }
  }
  if (error instanceof ApiError && error.code === 'INVALID_EMAIL_OR_PASSWORD') {
    return { message: t('failure.wrongPassword'), toast: t('failure.wrongPasswordToast') }
  }
  // Rate limits (per address or per account) and a page opened at an address the server does not accept
  // carry the server's own message: how long to wait, or which address to use.
  if (error instanceof ApiError && (error.status === 429 || error.code === 'INVALID_ORIGIN')) {
    return {
      message: error.message,
      toast: error.status === 429 ? t('failure.tooManyToast') : t('failure.originToast'),
    }
  }
  return { message: t('failure.login'), toast: t('failure.loginToast') }
}

/** What the two-factor step says about a code the server refused. */
export function describeSecondFactorFailure(error: unknown, t: Translate<'auth'>): string {
  if (!(error instanceof ApiError)) return t('failure.login')
  switch (error.code) {
    case 'INVALID_CODE':
      return t('failure.code')
    case 'INVALID_BACKUP_CODE':
      return t('failure.backupCode')
    // The pending sign-in expired (10 minutes) or took five wrong codes: it starts again with the password.
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return t('failure.expired')
  }
  // The per-account throttle and the rate limits say how long to wait.
  return error.status === 429 ? error.message : t('failure.login')
}

/** What the login screen says about a passkey sign-in that did not finish. */
export function describePasskeySignInFailure(error: unknown, t: Translate<'auth'>): string {
  if (isPasskeyDialogDismissed(error)) return t('failure.passkeyDismissed')
  if (!(error instanceof ApiError)) return t('failure.passkey')
  if (error.code === 'PASSKEY_NOT_FOUND') return t('failure.passkeyUnknown')
  // The passkey that verified no one, the rate limits and a page opened at another address carry the server's
  // own message: what to use instead, how long to wait, or which address to open.
  if (error.code === 'USER_NOT_VERIFIED' || error.status === 429 || error.code === 'INVALID_ORIGIN')
    return error.message
  return t('failure.passkey')
}
