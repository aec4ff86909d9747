import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { FormField, InputField } from '../../components/form-field.tsx'
import { RemovePasskeysField } from '../../components/remove-passkeys-field.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { useWhenDone } from '../../lib/forms/use-when-done.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { useObjectUrl } from '../../lib/use-object-url.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { PROFILE_INTENTS } from './profile-intents.ts'

type Photo =
  | { status: 'unchanged' }
  | { status: 'uploading' }
  | { status: 'ready' }
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
  const form = useActionForm({ intent: PROFILE_INTENTS.nameAndPhoto })
  const nameField = form.field('name', 'profile-name')
  const picture = form.field('image', 'profile-photo')
  useWhenDone(form, () => {
    setPhoto({ status: 'unchanged' })
    setPhotoFile(null)
    // The navbar shows the name and photo of the session.
    void establish()
  })

  // Once scripts run, a picture is checked by uploading it as soon as it is chosen, so a file the server refuses
  // is known before the form goes. The form posts the file itself: the action uploads it again (the same
  // picture, the same stored file).
  const onPhotoChosen = async (file: File | undefined) => {
    setPhotoFile(file?.type.startsWith('image/') ? file : null)
    if (!file) return setPhoto({ status: 'unchanged' })
    setPhoto({ status: 'uploading' })
    try {
      await uploadImage(file)
      setPhoto({ status: 'ready' })
    } catch (error) {
      setPhoto({ status: 'failed', reason: (error as Error).message })
    }
  }

  return (
    <ActionForm
      form={form}
      encType="multipart/form-data"
      noValidate
      className="space-y-3"
      aria-labelledby="name-photo-title"
    >
      <input type="hidden" name="intent" value={PROFILE_INTENTS.nameAndPhoto} />
      <h3 id="name-photo-title" className="font-semibold">
        {t('details.namePhoto')}
      </h3>
      <InputField
        label={t('details.name')}
        error={nameField.error}
        required
        autoComplete="name"
        defaultValue={name}
        {...nameField.input}
      />
      <FormField id="profile-photo" label={t('details.photo')} error={picture.error}>
        <input
          type="file"
          accept="image/*"
          className="file-input w-full"
          {...picture.input}
          aria-describedby={[picture.input['aria-describedby'], 'profile-photo-status']
            .filter(Boolean)
            .join(' ')}
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
      </FormField>
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="btn btn-primary" disabled={form.busy || photo.status === 'uploading'}>
        {form.busy ? t('saving') : t('details.saveNamePhoto')}
      </button>
    </ActionForm>
  )
}

function PasswordForm() {
  const t = useT('dashboard')
  const form = useActionForm({ intent: PROFILE_INTENTS.password })
  const current = form.field('currentPassword', 'current-password')
  const next = form.field('newPassword', 'new-password')
  const repeat = form.field('confirm', 'confirm-password')
  return (
    // noValidate: the server's check says what the product says of each field (lib/forms).
    <ActionForm form={form} noValidate className="space-y-3" aria-labelledby="password-title">
      <input type="hidden" name="intent" value={PROFILE_INTENTS.password} />
      <h3 id="password-title" className="font-semibold">
        {t('password.title')}
      </h3>
      <InputField
        label={t('password.current')}
        type="password"
        required
        autoComplete="current-password"
        error={current.error}
        {...current.input}
      />
      <InputField
        label={t('password.new')}
        type="password"
        required
        minLength={6}
        autoComplete="new-password"
        error={next.error}
        {...next.input}
      />
      <InputField
        label={t('password.repeat')}
        type="password"
        required
        autoComplete="new-password"
        error={repeat.error}
        {...repeat.input}
      />
      <RemovePasskeysField name="removePasskeys" />
      <p className="text-sm text-base-content/70">{t('password.signsOut')}</p>
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {form.busy ? t('password.changing') : t('password.change')}
      </button>
    </ActionForm>
  )
}

function EmailForm() {
  const t = useT('dashboard')
  const form = useActionForm({ intent: PROFILE_INTENTS.email })
  const newEmail = form.field('newEmail', 'new-email')
  const sentTo = isDone(form.outcome) ? form.outcome.result?.sentTo : undefined
  return (
    <ActionForm form={form} noValidate className="space-y-3" aria-labelledby="email-title">
      <input type="hidden" name="intent" value={PROFILE_INTENTS.email} />
      <h3 id="email-title" className="font-semibold">
        {t('email.title')}
      </h3>
      <InputField
        label={t('email.new')}
        type="email"
        required
        autoComplete="email"
        error={newEmail.error}
        {...newEmail.input}
      />
      <p role="status" className="text-sm">
        {sentTo ? t('email.sent', { email: sentTo }) : t('email.hint')}
      </p>
      <FormStatus outcome={form.outcome} />
      <button type="submit" className="btn btn-primary" disabled={form.busy}>
        {form.busy ? t('sending') : t('email.send')}
      </button>
    </ActionForm>
  )
}
