import {
  activeSessionSchema,
  addPasskeyFormSchema,
  changeEmailFormSchema,
  changePasswordFormSchema,
  deleteAccountSchema,
  deletedCountSchema,
  identityProofResultSchema,
  NOTIFICATION_KINDS,
  notificationPreferencesSchema,
  profileNameFormSchema,
} from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { intentKind, PROFILE_INTENTS } from './profile-intents.ts'

// My Profile's forms, each posted here (hydrated or not) and sent to the API as the visitor. The contract's
// refusals come back in the page's language (submitForm), the results in the dashboard's words.

const statusSchema = z.object({ status: z.boolean() })

const reason = (error: unknown) => (error instanceof Error ? error.message : '')

interface Posted {
  request: Request
  context: LoadContext
  form: FormData
  t: Translate<'dashboard'>
}

/** A new name, and the picture posted with it: uploaded here (the hydrated page checked it on choosing it). */
function saveNameAndPhoto({ request, context, form, t }: Posted) {
  const name = formText(form, 'name')
  const photo = form.get('image')
  return submitForm(request, context, form, {
    schema: profileNameFormSchema,
    values: { name },
    typed: { name },
    describe: (error) => ({ failure: t('details.saveFailed', { reason: reason(error) }) }),
    send: async (changes) => {
      let image: string | undefined
      if (photo instanceof File && photo.size > 0) {
        try {
          image = await uploadImage(photo)
        } catch (error) {
          throw new ApiError(400, t('details.uploadFailed', { reason: reason(error) }), 'invalid', 'image')
        }
      }
      await apiRequest('/auth/update-user', {
        method: 'POST',
        body: image ? { ...changes, image } : changes,
        schema: statusSchema,
      })
      return t('details.saved')
    },
  })
}

// The server signs out every other session on a new password (auth.ts) and keeps this one, so its access-token
// stays valid; Better Auth's revokeOtherSessions would replace this session too.
function changePassword({ request, context, form, t }: Posted) {
  return submitForm(request, context, form, {
    schema: changePasswordFormSchema,
    values: {
      currentPassword: formText(form, 'currentPassword'),
      newPassword: formText(form, 'newPassword'),
      confirm: formText(form, 'confirm'),
      removePasskeys: form.has('removePasskeys'),
    },
    describe: (error) => ({ failure: t('password.changeFailed', { reason: reason(error) }) }),
    send: async ({ currentPassword, newPassword, removePasskeys }) => {
      await apiRequest('/auth/change-password', {
        method: 'POST',
        body: { currentPassword, newPassword, removePasskeys },
        schema: z.unknown(),
      })
      return t('password.changed')
    },
  })
}

// The link in the mail to the new address brings the person back to their profile, which says how it went.
function requestEmailChange({ request, context, form, t }: Posted) {
  const newEmail = formText(form, 'newEmail')
  return submitForm(request, context, form, {
    schema: changeEmailFormSchema,
    values: { newEmail },
    typed: { newEmail },
    describe: (error) => ({ failure: t('email.requestFailed', { reason: reason(error) }) }),
    send: async (change) => {
      await apiRequest('/auth/change-email', {
        method: 'POST',
        body: { ...change, callbackURL: `${dashboardPaths.myProfile}?email=changed` },
        schema: statusSchema,
      })
      return { result: { sentTo: change.newEmail } }
    },
  })
}

/** The kinds ticked (in the contract's order, whatever the order of the clicks) and the price drops heard of. */
function saveEmailChoices({ request, context, form, t }: Posted) {
  const ticked = new Set(form.getAll('emailKinds'))
  return submitForm(request, context, form, {
    schema: notificationPreferencesSchema,
    values: {
      priceDropAlert: formText(form, 'priceDropAlert'),
      emailKinds: NOTIFICATION_KINDS.filter((kind) => ticked.has(kind)),
    },
    describe: (error) => ({ failure: t('emailChoices.saveFailed', { reason: reason(error) }) }),
    send: async (preferences) => {
      await apiRequest('/notification-preferences', {
        method: 'PUT',
        body: preferences,
        schema: notificationPreferencesSchema,
      })
      return t('emailChoices.saved')
    },
  })
}

/**
 * The account deleted, asked first, with the password or (two-factor on) a code of the authenticator app: only
 * the field on screen is posted. Done, the person leaves for the home page, signed out.
 */
function deleteAccount({ request, context, form, t }: Posted) {
  const proof = form.has('code') ? { code: formText(form, 'code') } : { password: formText(form, 'password') }
  return submitForm(request, context, form, {
    schema: deleteAccountSchema,
    values: proof,
    confirm: () => ({
      title: t('myData.confirmTitle'),
      text: t('myData.confirmText'),
      confirmButtonText: t('myData.confirmYes'),
    }),
    describe: (error) => ({ failure: t('myData.deleteFailed', { reason: reason(error) }) }),
    send: async (body) => {
      await apiRequest('/me', { method: 'DELETE', body, schema: deletedCountSchema })
      return { ok: t('myData.deleted'), to: '/' }
    },
  })
}

/**
 * The first step of adding a passkey: its name checked and the password (or a code) typed again, which lets this
 * session add one for a few minutes. The hydrated page then opens the browser's passkey dialog itself.
 */
function proveForPasskey({ request, context, form, t }: Posted) {
  const name = formText(form, 'name')
  const proof = form.has('code') ? { code: formText(form, 'code') } : { password: formText(form, 'password') }
  return submitForm(request, context, form, {
    schema: addPasskeyFormSchema,
    values: { name, ...proof },
    typed: { name },
    describe: (error) => ({ failure: t('passkeys.addFailed', { reason: reason(error) }) }),
    send: async ({ name, ...proved }) => {
      await apiRequest('/me/identity-proof', {
        method: 'POST',
        body: proved,
        schema: identityProofResultSchema,
      })
      return { result: { name } }
    },
  })
}

/** A passkey deleted, asked first (its name as the list shows it is posted with it). */
function deletePasskey({ request, context, form, t }: Posted) {
  const id = formText(form, 'passkeyId')
  return submitForm(request, context, form, {
    confirm: () => ({
      title: t('passkeys.confirmTitle', { name: formText(form, 'name') || t('passkeys.unnamed') }),
      text: t('passkeys.confirmText'),
      confirmButtonText: t('passkeys.confirmYes'),
    }),
    describe: (error) => ({ failure: t('passkeys.deleteFailed', { reason: reason(error) }) }),
    send: async () => {
      await apiRequest('/auth/passkey/delete-passkey', {
        method: 'POST',
        body: { id },
        schema: statusSchema,
      })
      return t('passkeys.deleted')
    },
  })
}

/**
 * Another session signed out, asked first. The page posts the session's id; its token, which Better Auth asks
 * for, is looked up here, so no page carries it.
 */
function signOutSession({ request, context, form, t }: Posted) {
  const id = formText(form, 'sessionId')
  return submitForm(request, context, form, {
    confirm: () => ({
      title: t('sessions.confirmTitle', { where: formText(form, 'where') }),
      text: t('sessions.confirmText'),
      confirmButtonText: t('sessions.signOut'),
      danger: false,
    }),
    describe: (error) => ({ failure: t('sessions.signOutFailed', { reason: reason(error) }) }),
    send: async () => {
      const { data: sessions } = await apiRequest('/auth/list-sessions', {
        schema: z.array(activeSessionSchema),
      })
      const session = sessions.find((each) => each.id === id)
      // Gone already (it expired, or was signed out elsewhere): the state the person wanted.
      if (session)
        await apiRequest('/auth/revoke-session', {
          method: 'POST',
          body: { token: session.token },
          schema: statusSchema,
        })
      return t('sessions.signedOut')
    },
  })
}

function signOutOtherSessions({ request, context, form, t }: Posted) {
  return submitForm(request, context, form, {
    confirm: () => ({
      title: t('sessions.othersTitle'),
      text: t('sessions.othersText'),
      confirmButtonText: t('sessions.othersYes'),
      danger: false,
    }),
    describe: (error) => ({ failure: t('sessions.othersFailed', { reason: reason(error) }) }),
    send: async () => {
      await apiRequest('/auth/revoke-other-sessions', { method: 'POST', body: {}, schema: statusSchema })
      return t('sessions.othersSignedOut')
    },
  })
}

const FORMS: Record<string, (posted: Posted) => Promise<unknown>> = {
  [PROFILE_INTENTS.nameAndPhoto]: saveNameAndPhoto,
  [PROFILE_INTENTS.password]: changePassword,
  [PROFILE_INTENTS.email]: requestEmailChange,
  [PROFILE_INTENTS.emailChoices]: saveEmailChoices,
  [PROFILE_INTENTS.deleteAccount]: deleteAccount,
  [PROFILE_INTENTS.passkeyAdd]: proveForPasskey,
  [PROFILE_INTENTS.passkeyDelete]: deletePasskey,
  [PROFILE_INTENTS.sessionSignOut]: signOutSession,
  [PROFILE_INTENTS.otherSessionsSignOut]: signOutOtherSessions,
}

/** My Profile's forms (setting up two-factor aside, see its route): the posted form, told apart by its intent. */
export async function profileAction(request: Request, context: LoadContext, form: FormData) {
  const handle = FORMS[intentKind(formText(form, 'intent'))]
  if (!handle) throw new Response('Unknown form', { status: 400 })
  return handle({ request, context, form, t: await serverT(context, 'dashboard') })
}
