import type { RegisterForm } from '@keyhaven/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link, useActionData, useLocation, useNavigate } from 'react-router'
import { InputField } from '../../components/form-field.tsx'
import { lazyZodResolver, usePreloadedResolver } from '../../lib/lazy-resolver.ts'
import { paths } from '../../lib/paths.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { useObjectUrl } from '../../lib/use-object-url.ts'
import { saveOwnUser, signUpWithPassword } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { useAuth } from './auth-context.tsx'
import type { FormOutcome } from './auth-forms.server.ts'
import { returnPath } from './return-to.ts'
import { SocialSignIn } from './social-sign-in.tsx'

const registerResolver = lazyZodResolver<RegisterForm>(
  async () => (await import('./form-schemas.ts')).registerFormSchema,
)

type Photo =
  | { status: 'none' }
  | { status: 'uploading' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; reason: string }

export function RegisterPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const { establish } = useAuth()
  const from = returnPath(new URLSearchParams(location.search))
  // The form posted before the page's scripts ran: the route's action answered with what went wrong.
  const posted = useActionData<FormOutcome>()
  const [failure, setFailure] = useState(posted?.failure ?? null)
  const [photo, setPhoto] = useState<Photo>({ status: 'none' })
  const [photoError, setPhotoError] = useState<string | null>(null)
  const [photoFile, setPhotoFile] = useState<File | null>(null)
  const preview = useObjectUrl(photoFile)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: usePreloadedResolver(registerResolver),
    defaultValues: { name: posted?.name ?? '', email: posted?.email ?? '', password: '' },
  })

  const onPhotoChosen = async (file: File | undefined) => {
    setPhotoError(null)
    setPhotoFile(file?.type.startsWith('image/') ? file : null)
    if (!file) return setPhoto({ status: 'none' })
    setPhoto({ status: 'uploading' })
    try {
      setPhoto({ status: 'ready', url: await uploadImage(file) })
    } catch (error) {
      setPhoto({ status: 'failed', reason: (error as Error).message })
    }
  }

  const onSubmit = async (form: RegisterForm) => {
    setFailure(null)
    if (photo.status !== 'ready') {
      setPhotoError('Please upload a profile picture first.')
      toast.error('Please upload a profile picture first.')
      return
    }
    try {
      await signUpWithPassword({ ...form, image: photo.url })
      const state = await establish()
      if (state.status !== 'signed-in') throw new Error('The account was created, but signing in failed')
      await saveOwnUser({ email: form.email, name: form.name, photoURL: photo.url })
      toast.success('Account created successfully!')
      navigate(from, { replace: true })
    } catch (error) {
      toast.error(`Registration failed: ${(error as Error).message}`)
    }
  }

  return (
    <AuthCard title="Create an account">
      {/* POST: sent before the script of this server-rendered page runs (with the picture: multipart), no
          field lands in the URL; routes/register.tsx's action creates the account. */}
      <form
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="space-y-4"
      >
        <InputField
          id="register-name"
          label="Name"
          error={errors.name}
          type="text"
          autoComplete="name"
          // What the visitor typed, when the form was posted before the page's scripts ran (react-hook-form
          // sets its own default only in the browser).
          defaultValue={posted?.name}
          {...register('name')}
        />
        <div className="flex w-full flex-col">
          <label htmlFor="register-photo" className="label mb-1 text-sm font-medium text-base-content">
            Profile picture
          </label>
          <input
            id="register-photo"
            name="photo"
            type="file"
            accept="image/*"
            className="file-input w-full"
            aria-describedby="register-photo-status"
            onChange={(event) => onPhotoChosen(event.target.files?.[0])}
          />
          {preview && (
            <img
              src={preview}
              alt="Preview of your profile"
              className="mt-2 size-20 rounded-full object-cover"
            />
          )}
          <p id="register-photo-status" className="mt-1 text-sm" aria-live="polite">
            {photo.status === 'uploading' && (
              <span className="text-base-content/70">Uploading picture...</span>
            )}
            {photo.status === 'ready' && <span className="text-success">Picture uploaded.</span>}
            {photo.status === 'failed' && <span className="text-error">Upload failed: {photo.reason}</span>}
          </p>
          {photoError && (
            <p role="alert" className="text-sm text-error">
              {photoError}
            </p>
          )}
        </div>
        <InputField
          id="register-email"
          label="Email"
          error={errors.email}
          type="email"
          autoComplete="email"
          defaultValue={posted?.email}
          {...register('email')}
        />
        <InputField
          id="register-password"
          label="Password"
          error={errors.password}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        {failure && (
          <p role="alert" className="alert alert-error alert-soft">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Register'}
        </button>
      </form>
      <SocialSignIn from={from} />
      <p className="mt-4 text-center text-sm">
        Already have an account?{' '}
        <Link to={{ pathname: paths.login, search: location.search }} className="link link-primary">
          Login
        </Link>
      </p>
    </AuthCard>
  )
}
