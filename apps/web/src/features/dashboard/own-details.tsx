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
  return (
    <section aria-labelledby="own-details-title" className="card mx-auto mt-6 max-w-xl bg-base-100 shadow-md">
      <div className="card-body gap-6">
        <h2 id="own-details-title" className="card-title">
          Your own details
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
  const [params] = useSearchParams()
  if (params.get('email') === 'changed' && !params.get('error'))
    return (
      <p role="status" className="alert alert-success alert-soft">
        Your e-mail address is changed. Sign in with the new one from now on.
      </p>
    )
  if (params.get('error'))
    return (
      <p role="alert" className="alert alert-error alert-soft">
        Your e-mail address could not be changed: the link has expired or was already used. Please ask for a
        new one below.
      </p>
    )
  return null
}

function NameAndPhotoForm({ name }: { name: string }) {
  const { establish } = useAuth()
  const [photo, setPhoto] = useState<Photo>({ status: 'unchanged' })
  const [photoFile, setPhotoFile] = useState<File | null>(null)
  const preview = useObjectUrl(photoFile)
  const save = useUpdateOwnProfile({
    onSuccess: () => {
      toast.success('Your details are saved.')
      setPhoto({ status: 'unchanged' })
      setPhotoFile(null)
      // The navbar shows the name and photo of the session.
      void establish()
    },
    onError: (error) => toast.error(`Could not save your details. ${error.message}`),
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
        Name and photo
      </h3>
      <InputField
        id="profile-name"
        label="Name"
        error={errors.name}
        autoComplete="name"
        {...register('name')}
      />
      <div className="flex w-full flex-col">
        <label htmlFor="profile-photo" className="label mb-1 text-sm font-medium text-base-content">
          New profile picture
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
          <img
            src={preview}
            alt="Your new look, before saving"
            className="mt-2 size-20 rounded-full object-cover"
          />
        )}
        <p id="profile-photo-status" className="mt-1 text-sm" aria-live="polite">
          {photo.status === 'uploading' && <span className="text-base-content/70">Uploading picture...</span>}
          {photo.status === 'ready' && (
            <span className="text-success">Picture uploaded. Save to use it.</span>
          )}
          {photo.status === 'failed' && <span className="text-error">Upload failed: {photo.reason}</span>}
        </p>
      </div>
      <button
        type="submit"
        className="btn btn-primary"
        disabled={save.isPending || photo.status === 'uploading'}
      >
        {save.isPending ? 'Saving...' : 'Save name and photo'}
      </button>
    </form>
  )
}

function PasswordForm() {
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
      toast.success('Your password is changed. Every other session has been signed out.')
    },
    onError: (error) => toast.error(`Could not change your password. ${error.message}`),
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
        Password
      </h3>
      <InputField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        {...register('currentPassword')}
      />
      <InputField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword}
        {...register('newPassword')}
      />
      <InputField
        id="confirm-password"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        {...register('confirm')}
      />
      <label className="label cursor-pointer justify-start gap-2 text-sm whitespace-normal">
        <input type="checkbox" className="checkbox checkbox-sm" {...register('removePasskeys')} />
        Also remove my passkeys (add them again afterwards)
      </label>
      <p className="text-sm text-base-content/70">Changing it signs you out everywhere else.</p>
      <button type="submit" className="btn btn-primary" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  )
}

function EmailForm() {
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
    onError: (error) => toast.error(`Could not ask for the change. ${error.message}`),
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
        E-mail address
      </h3>
      <InputField
        id="new-email"
        label="New e-mail address"
        type="email"
        autoComplete="email"
        error={errors.newEmail}
        {...register('newEmail')}
      />
      <p role="status" className="text-sm">
        {sentTo
          ? `We sent a confirmation link to ${sentTo}. Your address changes when you open it (within an hour).`
          : 'Your address changes only once you open the link we send to the new one.'}
      </p>
      <button type="submit" className="btn btn-primary" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send confirmation link'}
      </button>
    </form>
  )
}
