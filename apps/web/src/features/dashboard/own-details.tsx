import { zodResolver } from '@hookform/resolvers/zod'
import {
  type ChangeEmailForm,
  type ChangePasswordForm,
  changeEmailFormSchema,
  changePasswordFormSchema,
  type ProfileNameForm,
  profileNameFormSchema,
} from '@keyhaven/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useSearchParams } from 'react-router'
import { InputField } from '../../components/form-field.tsx'
import { RemovePasskeysField } from '../../components/remove-passkeys-field.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { useObjectUrl } from '../../lib/use-object-url.ts'
import { useChangeOwnPassword, useRequestEmailChange, useUpdateOwnProfile } from '../account/api.ts'
import { useAuth } from '../auth/auth-context.tsx'

type Photo =
  | { status: 'unchanged' }
  | { status: 'uploading' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; reason: string }

/** The profile's own details: name and photo, password and e-mail address, each changed on its own. */
export function OwnDetails({ name }: { name: string }) {
  const t = useT('dashboard')
  return (
    <section aria-labelledby="own-details-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-6">
        <h2 id="own-details-title" className="card-title">
          {t('details.title')}
        </h2>
        <EmailChangeOutcome />
        <NameAndPhotoForm name={name} />
        <PasswordForm />
        <EmailForm />
      </div>
    </section>
  )
}

/** What became of a change of address, told on return from the link in the confirmation mail. */
function EmailChangeOutcome() {
  const t = useT('dashboard')
  const [params] = useSearchParams()
  if (params.get('email') === 'changed' && !params.get('error'))
    return (
      <p role="status" className="alert alert-success alert-soft">
        {t('details.emailChanged')}
      </p>
    )
  if (params.get('error'))
    return (
      <p role="alert" className="alert alert-error alert-soft">
        {t('details.emailChangeFailed')}
      </p>
    )
  return null
}

function NameAndPhotoForm({ name }: { name: string }) {
  const t = useT('dashboard')
  const { establish } = useAuth()
  const [photo, setPhoto] = useState<Photo>({ status: 'unchanged' })
  const [photoFile, setPhotoFile] = useState<File | null>(null)
  const preview = useObjectUrl(photoFile)
  const save = useUpdateOwnProfile({
    onSuccess: () => {
      toast.success(t('details.saved'))
      setPhoto({ status: 'unchanged' })
      setPhotoFile(null)
      // The navbar shows the name and photo of the session.
      void establish()
    },
    onError: (error) => toast.error(t('details.saveFailed', { reason: error.message })),
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileNameForm>({ resolver: zodResolver(profileNameFormSchema), values: { name } })

  const onPhotoChosen = async (file: File | undefined) => {
    setPhotoFile(file?.type.startsWith('image/') ? file : null)
    if (!file) return setPhoto({ status: 'unchanged' })
    setPhoto({ status: 'uploading' })
    try {
      setPhoto({ status: 'ready', url: await uploadImage(file) })
    } catch (error) {
      setPhoto({ status: 'failed', reason: (error as Error).message })
    }
  }

  const onSubmit = (form: ProfileNameForm) =>
    save.mutate(photo.status === 'ready' ? { name: form.name, image: photo.url } : { name: form.name })

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-3"
      aria-labelledby="name-photo-title"
    >
      <h3 id="name-photo-title" className="font-semibold">
        {t('details.namePhoto')}
      </h3>
      <InputField
        id="profile-name"
        label={t('details.name')}
        error={errors.name}
        autoComplete="name"
        {...register('name')}
      />
      <div className="flex w-full flex-col">
        <label htmlFor="profile-photo" className="label mb-1 text-sm font-medium text-base-content">
          {t('details.photo')}
        </label>
        <input
          id="profile-photo"
          type="file"
          accept="image/*"
          className="file-input w-full"
          aria-describedby="profile-photo-status"
          onChange={(event) => onPhotoChosen(event.target.files?.[0])}
        />
        {preview && (
          <img src={preview} alt={t('details.preview')} className="mt-2 size-20 rounded-full object-cover" />
        )}
        <p id="profile-photo-status" className="mt-1 text-sm" aria-live="polite">
          {photo.status === 'uploading' && (
            <span className="text-base-content/70">{t('details.uploading')}</span>
          )}
          {photo.status === 'ready' && <span className="text-success">{t('details.uploaded')}</span>}
          {photo.status === 'failed' && (
            <span className="text-error">{t('details.uploadFailed', { reason: photo.reason })}</span>
          )}
        </p>
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={save.isPending || photo.status === 'uploading'}
      >
        {save.isPending ? t('saving') : t('details.saveNamePhoto')}
      </button>
    </form>
  )
}

function PasswordForm() {
  const t = useT('dashboard')
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '', removePasskeys: false },
  })
  const change = useChangeOwnPassword({
    onSuccess: () => {
      reset()
      toast.success(t('password.changed'))
    },
    onError: (error) => toast.error(t('password.changeFailed', { reason: error.message })),
  })
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ currentPassword, newPassword, removePasskeys }) =>
        change.mutate({ currentPassword, newPassword, removePasskeys }),
      )}
      className="space-y-3"
      aria-labelledby="password-title"
    >
      <h3 id="password-title" className="font-semibold">
        {t('password.title')}
      </h3>
      <InputField
        id="current-password"
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        {...register('currentPassword')}
      />
      <InputField
        id="new-password"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword}
        {...register('newPassword')}
      />
      <InputField
        id="confirm-password"
        label={t('password.repeat')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...register('confirm')}
      />
      <RemovePasskeysField {...register('removePasskeys')} />
      <p className="text-sm text-base-content/70">{t('password.signsOut')}</p>
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? t('password.changing') : t('password.change')}
      </button>
    </form>
  )
}

function EmailForm() {
  const t = useT('dashboard')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangeEmailForm>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { newEmail: '' },
  })
  const request = useRequestEmailChange({
    onSuccess: (_, newEmail) => setSentTo(newEmail),
    onError: (error) => toast.error(t('email.requestFailed', { reason: error.message })),
  })
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ newEmail }) => {
        setSentTo(null)
        request.mutate(newEmail)
      })}
      className="space-y-3"
      aria-labelledby="email-title"
    >
      <h3 id="email-title" className="font-semibold">
        {t('email.title')}
      </h3>
      <InputField
        id="new-email"
        label={t('email.new')}
        type="email"
        autoComplete="email"
        error={errors.newEmail}
        {...register('newEmail')}
      />
      <p role="status" className="text-sm">
        {sentTo ? t('email.sent', { email: sentTo }) : t('email.hint')}
      </p>
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending ? t('sending') : t('email.send')}
      </button>
    </form>
  )
}
