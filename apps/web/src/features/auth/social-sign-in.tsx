import toast from 'react-hot-toast'
import { useT } from '../../lib/i18n/use-t.ts'
import { startSocialSignIn, useSignInOptions } from './sign-in-api.ts'

/** The 'OR' divider and the social buttons; a provider this server lacks is shown as unavailable. */
export function SocialSignIn({ from }: { from: string }) {
  const t = useT('auth')
  const options = useSignInOptions()
  const callbackURL = `/auth/callback?from=${encodeURIComponent(from)}`
  const start = (provider: string) =>
    startSocialSignIn(provider, callbackURL).catch((error: Error) => toast.error(error.message))
  const googleReady = options?.google === true
  const oidc = options?.oidc

  return (
    <div>
      <div className="divider">{t('social.or')}</div>
      <div className="flex flex-col gap-2">
        <button
          type="button"
          className="btn btn-outline w-full"
          disabled={!googleReady}
          aria-describedby={googleReady ? undefined : 'google-unavailable'}
          onClick={() => start('google')}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path
              fill="#4285F4"
              d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
            />
            <path
              fill="#34A853"
              d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
            />
            <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
            <path
              fill="#EA4335"
              d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
            />
          </svg>
          {t('social.google')}
        </button>
        {options && !googleReady && (
          <p id="google-unavailable" className="text-center text-sm text-base-content/70">
            {t('social.googleUnavailable')}
          </p>
        )}
        {oidc && (
          <button type="button" className="btn btn-outline w-full" onClick={() => start('oidc')}>
            {t('social.provider', { provider: oidc.name })}
          </button>
        )}
      </div>
    </div>
  )
}
