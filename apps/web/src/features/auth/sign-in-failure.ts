import { ApiError } from '../../lib/api-client.ts'
import { isPasskeyDialogDismissed } from '../../lib/passkeys.ts'

/** What the login screen says (and toasts) about a sign-in the server refused. */
export function describeSignInFailure(error: unknown): { message: string; toast: string } {
  if (error instanceof ApiError && error.code === 'USER_NOT_FOUND') {
    return { message: 'No account found with this email.', toast: 'Email not found' }
  }
  if (error instanceof ApiError && error.code === 'INVALID_EMAIL_OR_PASSWORD') {
    return { message: 'Incorrect password.', toast: 'Wrong password' }
  }
  // Rate limits (per address or per account) and a page opened at an address the server does not accept
  // carry the server's own message: how long to wait, or which address to use.
  if (error instanceof ApiError && (error.status === 429 || error.code === 'INVALID_ORIGIN')) {
    return {
      message: error.message,
      toast: error.status === 429 ? 'Too many attempts' : 'Open Keyhaven at its own address',
    }
  }
  return { message: 'Login failed. Try again.', toast: 'Login failed' }
}

/** What the two-factor step says about a code the server refused. */
export function describeSecondFactorFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Login failed. Try again.'
  switch (error.code) {
    case 'INVALID_CODE':
      return 'That code is not right. Enter the code your authenticator app shows now.'
    case 'INVALID_BACKUP_CODE':
      return 'That backup code is not right, or it has been used already.'
    // The pending sign-in expired (10 minutes) or took five wrong codes: it starts again with the password.
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return 'This sign-in has expired. Go back to login and enter your password again.'
  }
  // The per-account throttle and the rate limits say how long to wait.
  return error.status === 429 ? error.message : 'Login failed. Try again.'
}

/** What the login screen says about a passkey sign-in that did not finish. */
export function describePasskeySignInFailure(error: unknown): string {
  if (isPasskeyDialogDismissed(error))
    return 'No passkey was used: the sign-in was cancelled, or this device has no passkey for Keyhaven. Try again, or sign in with your password.'
  if (!(error instanceof ApiError)) return 'Passkey sign-in failed. Try again, or sign in with your password.'
  if (error.code === 'PASSKEY_NOT_FOUND')
    return 'This passkey is not on any Keyhaven account (it may have been deleted). Sign in with your password.'
  // The passkey that verified no one, the rate limits and a page opened at another address carry the server's
  // own message: what to use instead, how long to wait, or which address to open.
  if (error.code === 'USER_NOT_VERIFIED' || error.status === 429 || error.code === 'INVALID_ORIGIN')
    return error.message
  return 'Passkey sign-in failed. Try again, or sign in with your password.'
}
