import { useState } from 'react'
import { apiRequest } from '../../lib/api-client.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePasskeyAvailability } from '../../lib/passkeys.ts'
import { useSignInOptions } from './sign-in-api.ts'
import { describePasskeySignInFailure } from './sign-in-failure.ts'

// Its schemas come in their own chunk, as auth-api.ts's do.
const schemas = () => import('./auth-schemas.ts')

/**
 * A sign-in with one of the device's passkeys: the server's challenge, the browser's own passkey dialog, and the
 * signed answer, which Better Auth answers with the session cookie. Here rather than in auth-api.ts, which every
 * page loads: only the login page needs it, and the browser's part loads only when it is used.
 */
async function signInWithPasskey(): Promise<void> {
  const [{ startAuthentication }, { data: optionsJSON }] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest('/auth/passkey/generate-authenticate-options', {
      schema: async () => (await schemas()).passkeyOptionsSchema,
    }),
  ])
  const response = await startAuthentication({ optionsJSON })
  await apiRequest('/auth/passkey/verify-authentication', {
    method: 'POST',
    body: { response },
    schema: async () => (await schemas()).anything,
  })
}

/**
 * The login page's "Sign in with a passkey", shown once the page's scripts run in a browser that can use
 * passkeys here (without scripts, the password form is the way in). `onSignedIn` goes on as a password
 * sign-in does: the access-token, then where the person was going.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const t = useT('auth')
  const availability = usePasskeyAvailability(useSignInOptions())
  const [waiting, setWaiting] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  if (availability.status !== 'ready') return null

  const start = async () => {
    setFailure(null)
    setWaiting(true)
    try {
      await signInWithPasskey()
      await onSignedIn()
    } catch (error) {
      setFailure(describePasskeySignInFailure(error, t))
    } finally {
      setWaiting(false)
    }
  }

  return (
    <div className="mt-3 space-y-3">
      <button type="button" className="btn btn-outline w-full" disabled={waiting} onClick={start}>
        {waiting ? t('passkey.waiting') : t('passkey.signIn')}
      </button>
      {failure && (
        <p role="alert" className="alert alert-error alert-soft">
          {failure}
        </p>
      )}
    </div>
  )
}
