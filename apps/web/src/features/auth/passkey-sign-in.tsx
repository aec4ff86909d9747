import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePasskeyAvailability } from '../../lib/passkeys.ts'
import { signInOptionsQuery, signInWithPasskey } from './auth-api.ts'
import { describePasskeySignInFailure } from './sign-in-failure.ts'

/**
 * The login page's "Sign in with a passkey", shown once the page's scripts run in a browser that can use
 * passkeys here (without scripts, the password form is the way in). `onSignedIn` goes on as a password
 * sign-in does: the access-token, then where the person was going.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const availability = usePasskeyAvailability(useQuery(signInOptionsQuery()))
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
      setFailure(describePasskeySignInFailure(error))
    } finally {
      setWaiting(false)
    }
  }

  return (
    <div className="mt-3 space-y-3">
      <button type="button" className="btn btn-outline w-full" disabled={waiting} onClick={start}>
        {waiting ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </button>
      {failure && (
        <p role="alert" className="alert alert-error alert-soft">
          {failure}
        </p>
      )}
    </div>
  )
}
