import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { FormField, InputField } from '../../components/form-field.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { useObjectUrl } from '../../lib/use-object-url.ts'
import { AuthCard } from './auth-card.tsx'
import { useAuth } from './auth-context.tsx'
import { returnPath } from './return-to.ts'
import { SocialSignIn } from './social-sign-in.tsx'

type Photo =
  | { status: 'none' }
  | { status: 'uploading' }
  | { status: 'ready' }
  | { status: 'failed'; reason: string }

export function RegisterPage() {
  const t = useT('auth')
  const location = useLocation()
  const navigate = useNavigate()
  const { establish } = useAuth()
  const from = returnPath(new URLSearchParams(location.search))
  const [photo, setPhoto] = useState<Photo>({ status: 'none' })
  const [photoFile, setPhotoFile] = useState<File | null>(null)
  const preview = useObjectUrl(photoFile)
  const form = useActionForm({
    onDone: async ({ to }) => {
      const state = await establish()
      if (state.status !== 'signed-in') throw new Error('The account was created, but signing in failed')
      await navigate(to, { replace: true })
    },
  })
  const name = form.field('name', 'register-name')
  const email = form.field('email', 'register-email')
  const password = form.field('password', 'register-password')
  const picture = form.field('image', 'register-photo')

  // Once scripts run, a picture is checked by uploading it as soon as it is chosen, so a file the server refuses
  // is known before the form goes. The form posts the file itself: the action uploads it again (the same
  // picture, the same stored file) with the claim that lets the sign-up take it (media/photo-claim.ts).
  const onPhotoChosen = async (file: File | undefined) => {
    setPhotoFile(file?.type.startsWith('image/') ? file : null)
    if (!file) return setPhoto({ status: 'none' })
    setPhoto({ status: 'uploading' })
    try {
      await uploadImage(file)
      setPhoto({ status: 'ready' })
    } catch (error) {
      setPhoto({ status: 'failed', reason: (error as Error).message })
    }
  }

  return (
    <AuthCard title={t('register.title')}>
      <ActionForm form={form} encType="multipart/form-data" noValidate className="space-y-4">
        <InputField
          label={t('register.name')}
          error={name.error}
          type="text"
          required
          autoComplete="name"
          {...name.input}
        />
        <FormField id="register-photo" label={t('register.photo')} error={picture.error}>
          <input
            type="file"
            accept="image/*"
            required
            className="file-input w-full"
            onChange={(event) => onPhotoChosen(event.target.files?.[0])}
            {...picture.input}
            aria-describedby={[picture.input['aria-describedby'], 'register-photo-status']
              .filter(Boolean)
              .join(' ')}
          />
          {preview && (
            <img
              src={preview}
              alt={t('register.preview')}
              className="mt-2 size-20 rounded-full object-cover"
            />
          )}
          <p id="register-photo-status" className="mt-1 text-sm" aria-live="polite">
            {photo.status === 'uploading' && (
              <span className="text-base-content/70">{t('register.uploading')}</span>
            )}
            {photo.status === 'ready' && <span className="text-success">{t('register.uploaded')}</span>}
            {photo.status === 'failed' && (
              <span className="text-error">{t('register.uploadFailed', { reason: photo.reason })}</span>
            )}
          </p>
        </FormField>
        <InputField
          label={t('email')}
          error={email.error}
          type="email"
          required
          autoComplete="email"
          {...email.input}
        />
        <InputField
          label={t('password')}
          error={password.error}
          type="password"
          required
          minLength={6}
          autoComplete="new-password"
          {...password.input}
        />
        <FormStatus outcome={form.outcome} />
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={form.busy || photo.status === 'uploading'}
        >
          {form.busy ? t('register.submitting') : t('register.submit')}
        </button>
      </ActionForm>
      <SocialSignIn from={from} />
      <p className="mt-4 text-center text-sm">
        {t('register.haveAccount')}{' '}
        <Link to={{ pathname: paths.login, search: location.search }} className="link link-primary">
          {t('register.login')}
        </Link>
      </p>
    </AuthCard>
  )
}
