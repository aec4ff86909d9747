import {
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  type SecondFactor,
  twoFactorCodeFormSchema,
} from '@keyhaven/contract'
import { redirect } from 'react-router'
import type { LoadContext } from '../../app/load-context.ts'
import { pageUrl } from '../../app/server/page-url.server.ts'
import { asVisitor } from '../../app/server/request-api.server.ts'
import { apiRequest } from '../../lib/api-client.ts'
import { paths } from '../../lib/paths.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { requestPasswordReset, resetPassword, signInWithPassword, verifySecondFactor } from './auth-api.ts'
import { returnPath, withReturnTo } from './return-to.ts'
import { describeSecondFactorFailure, describeSignInFailure } from './sign-in-failure.ts'

// The sign-in screens' forms posted before the page's scripts ran (or without them): the route's action does
// what the screen does once hydrated, and the page shows the outcome.

/** What a posted form's page shows: the problem, and what was typed (never a password). */
export interface FormOutcome {
  failure?: string
  email?: string
  /** The display name typed on the register form. */
  name?: string
  /** The address a reset link was sent to (forgot password). */
  sentTo?: string
  /** Which code the two-factor step was answered with. */
  kind?: SecondFactor
}

const formText = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** Better Auth's session cookies of an answer, to set in the browser with the page's redirect. */
function sessionCookies(answer: Headers): Headers {
  const cookies = new Headers()
  for (const cookie of answer.getSetCookie()) cookies.append('Set-Cookie', cookie)
  return cookies
}

/** Signs in with the posted e-mail and password: Better Auth's session cookie, then back where the visitor was going. */
export async function signInByForm(request: Request, context: LoadContext): Promise<FormOutcome | Response> {
  const form = await request.formData()
  const email = formText(form, 'email')
  const parsed = loginFormSchema.safeParse({ email, password: formText(form, 'password') })
  if (!parsed.success) return { failure: parsed.error.issues[0]?.message, email }
  const from = returnPath(pageUrl(request).searchParams)
  try {
    const { twoFactor, headers } = await asVisitor(request, context, () =>
      signInWithPassword(parsed.data.email, parsed.data.password),
    )
    // With two-factor on, the answer's cookie holds the pending sign-in until the code step finishes it.
    return redirect(twoFactor ? withReturnTo(paths.loginTwoFactor, from) : from, {
      headers: sessionCookies(headers),
    })
  } catch (error) {
    return { failure: describeSignInFailure(error).message, email }
  }
}

/** The two-factor step of a sign-in: the posted code finishes it with Better Auth's session cookie. */
export async function verifySecondFactorByForm(
  request: Request,
  context: LoadContext,
): Promise<FormOutcome | Response> {
  const form = await request.formData()
  const kind = formText(form, 'kind') === 'backup-code' ? 'backup-code' : 'totp'
  const parsed = twoFactorCodeFormSchema.safeParse({ kind, code: formText(form, 'code') })
  if (!parsed.success) return { failure: parsed.error.issues[0]?.message, kind }
  try {
    const { headers } = await asVisitor(request, context, () =>
      verifySecondFactor(parsed.data.kind, parsed.data.code),
    )
    return redirect(returnPath(pageUrl(request).searchParams), { headers: sessionCookies(headers) })
  } catch (error) {
    return { failure: describeSecondFactorFailure(error), kind }
  }
}

/**
 * Creates the account of the posted register form (multipart, with its profile picture): the picture is
 * uploaded as the hydrated page uploads it when chosen, the sign-up takes it with the upload's claim (the
 * visitor's transport keeps the cookie), and Better Auth's session cookie signs the new person in. Sign-up
 * stores the name, e-mail and photo of the user record; then back where the visitor was going.
 */
export async function registerByForm(
  request: Request,
  context: LoadContext,
): Promise<FormOutcome | Response> {
  const form = await request.formData()
  const typed = { name: formText(form, 'name'), email: formText(form, 'email') }
  const parsed = registerFormSchema.safeParse({ ...typed, password: formText(form, 'password') })
  if (!parsed.success) return { failure: parsed.error.issues[0]?.message, ...typed }
  const photo = form.get('photo')
  if (!(photo instanceof File) || photo.size === 0)
    return { failure: 'Please upload a profile picture first.', ...typed }
  try {
    const { headers } = await asVisitor(request, context, async () => {
      const image = await uploadImage(photo)
      return apiRequest('/auth/sign-up/email', {
        method: 'POST',
        body: { ...parsed.data, image },
        schema: async () => (await import('./auth-schemas.ts')).anything,
      })
    })
    return redirect(returnPath(pageUrl(request).searchParams), { headers: sessionCookies(headers) })
  } catch (error) {
    return { failure: `Registration failed: ${(error as Error).message}`, ...typed }
  }
}

/** Asks for a reset link for the posted e-mail. */
export async function requestResetByForm(request: Request, context: LoadContext): Promise<FormOutcome> {
  const form = await request.formData()
  const email = formText(form, 'email')
  const parsed = forgotPasswordFormSchema.safeParse({ email })
  if (!parsed.success) return { failure: parsed.error.issues[0]?.message, email }
  try {
    await asVisitor(request, context, () => requestPasswordReset(parsed.data.email))
    return { sentTo: parsed.data.email }
  } catch (error) {
    return { failure: (error as Error).message, email }
  }
}

/** Sets the new password of the reset link (its token in the page's URL), then on to sign in. */
export async function resetPasswordByForm(
  request: Request,
  context: LoadContext,
): Promise<FormOutcome | Response> {
  const form = await request.formData()
  const token = pageUrl(request).searchParams.get('token') ?? ''
  const parsed = resetPasswordFormSchema.safeParse({
    password: formText(form, 'password'),
    confirm: formText(form, 'confirm'),
    removePasskeys: form.has('removePasskeys'),
  })
  if (!parsed.success) return { failure: parsed.error.issues[0]?.message }
  try {
    await asVisitor(request, context, () => resetPassword(token, parsed.data))
    return redirect(paths.login)
  } catch (error) {
    return { failure: (error as Error).message }
  }
}
