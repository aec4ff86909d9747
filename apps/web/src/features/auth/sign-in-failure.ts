import { ApiError } from '../../lib/api-client.ts'

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
