import {
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  twoFactorCodeFormSchema,
} from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { pageUrl } from '../../app/server/page-url.server.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { paths } from '../../lib/paths.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { returnPath, withReturnTo } from './return-to.ts'
import { requestPasswordReset, resetPassword, signInWithPassword, verifySecondFactor } from './sign-in-api.ts'
import { describeSecondFactorFailure, describeSignInFailure } from './sign-in-failure.ts'

// The sign-in screens' actions: each form of them posts here, hydrated or not (lib/forms). A finished sign-in
// hands Better Auth's session cookie to the browser; the hydrated page then trades it for the access-token
// (decision 0004) before going on, and a page without scripts is redirected and trades it as it loads.

/** Better Auth's session cookies of an answer, for the browser. */
function sessionCookies(answer: Headers): Headers {
  const cookies = new Headers()
  for (const cookie of answer.getSetCookie()) cookies.append('Set-Cookie', cookie)
  return cookies
}

/** Signs in with the posted e-mail and password, then back where the visitor was going (or to the code step). */
export async function signInAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const email = formText(form, 'email')
  const from = returnPath(pageUrl(request).searchParams)
  const t = await serverT(context, 'auth')
  return submitForm(request, context, form, {
    schema: loginFormSchema,
    values: { email, password: formText(form, 'password') },
    typed: { email },
    describe: (error) => {
      const { message, toast } = describeSignInFailure(error, t)
      return { failure: message, toast }
    },
    send: async ({ email, password }) => {
      const { twoFactor, headers } = await signInWithPassword(email, password)
      // With two-factor on, the answer's cookie holds the pending sign-in until the code step finishes it.
      return twoFactor
        ? { to: withReturnTo(paths.loginTwoFactor, from), headers: sessionCookies(headers) }
        : { ok: t('loginSuccessful'), to: from, headers: sessionCookies(headers) }
    },
  })
}

/** The two-factor step of a sign-in: the posted code finishes it with Better Auth's session cookie. */
export async function secondFactorAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const kind = formText(form, 'kind') === 'backup-code' ? 'backup-code' : 'totp'
  const t = await serverT(context, 'auth')
  return submitForm(request, context, form, {
    schema: twoFactorCodeFormSchema,
    values: { kind, code: formText(form, 'code') },
    typed: { kind },
    describe: (error) => ({ failure: describeSecondFactorFailure(error, t) }),
    send: async ({ kind, code }) => {
      const { headers } = await verifySecondFactor(kind, code)
      return {
        ok: t('loginSuccessful'),
        to: returnPath(pageUrl(request).searchParams),
        headers: sessionCookies(headers),
      }
    },
  })
}

/**
 * Creates the account of the posted register form (multipart, with its profile picture). The picture is uploaded
 * here, as the visitor: the upload's claim cookie goes along to the sign-up (the visitor's transport keeps it;
 * the browser sends it only to the sign-up endpoint itself), which stores the user record's name, e-mail and
 * photo. Better Auth's session cookie signs the new person in; then back where they were going.
 */
export async function registerAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const typed = { name: formText(form, 'name'), email: formText(form, 'email') }
  const photo = form.get('image')
  const t = await serverT(context, 'auth')
  return submitForm(request, context, form, {
    schema: registerFormSchema,
    values: { ...typed, password: formText(form, 'password') },
    typed,
    describe: (error) => ({ failure: t('register.failed', { reason: (error as Error).message }) }),
    send: async (account) => {
      if (!(photo instanceof File) || photo.size === 0)
        throw new ApiError(400, t('register.photoMissing'), 'invalid', 'image')
      const image = await uploadImage(photo)
      const { headers } = await apiRequest('/auth/sign-up/email', {
        method: 'POST',
        body: { ...account, image },
        schema: async () => (await import('./auth-schemas.ts')).anything,
      })
      return {
        ok: t('register.created'),
        to: returnPath(pageUrl(request).searchParams),
        headers: sessionCookies(headers),
      }
    },
  })
}

/** Asks for a reset link for the posted e-mail; the page then says where it went. */
export async function forgotPasswordAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const email = formText(form, 'email')
  return submitForm(request, context, form, {
    schema: forgotPasswordFormSchema,
    values: { email },
    typed: { email },
    send: async ({ email }) => {
      await requestPasswordReset(email)
      return { result: { sentTo: email } }
    },
  })
}

/** Sets the new password of the reset link (its token in the page's URL), then on to sign in. */
export async function resetPasswordAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const token = pageUrl(request).searchParams.get('token') ?? ''
  const t = await serverT(context, 'auth')
  return submitForm(request, context, form, {
    schema: resetPasswordFormSchema,
    values: {
      password: formText(form, 'password'),
      confirm: formText(form, 'confirm'),
      removePasskeys: form.has('removePasskeys'),
    },
    send: async (choice) => {
      await resetPassword(token, choice)
      return { ok: t('reset.done'), to: paths.login }
    },
  })
}
