import { useEffect, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { mountToaster } from '../../app/toaster.tsx'
import { LoadingState } from '../../components/status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { useAuth } from './auth-context.tsx'
import { saveOwnUser } from './sign-in-api.ts'

/** Where a social provider sends the browser back: finish like a password sign-in, then go on. */
export function SocialCallbackPage() {
  const t = useT('auth')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { establish } = useAuth()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  const from = params.get('from')?.startsWith('/') ? (params.get('from') as string) : '/'

  useEffect(() => {
    if (started.current) return
    started.current = true
    establish()
      .then(async (state) => {
        if (state.status !== 'signed-in') throw new Error('No session')
        await saveOwnUser({ email: state.user.email })
        // The visitor came back from the provider without touching this page, which mounts the toaster.
        await mountToaster()
        toast.success(t('loginSuccessful'))
        navigate(from, { replace: true })
      })
      .catch(() => setFailed(true))
  }, [establish, navigate, from, t])

  if (failed) {
    return (
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <p className="mb-4">{t('social.failed')}</p>
        <Link to={paths.login} className="btn btn-primary">
          {t('backToLogin')}
        </Link>
      </div>
    )
  }
  return <LoadingState label={t('social.signingIn')} />
}
