import { authenticatorCodeFormSchema, twoFactorPasswordFormSchema } from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { TWO_FACTOR_INTENTS } from './two-factor-intents.ts'

// Setting up two-factor sign-in, posted by its steps on the profile and on the setup page: Better Auth's own
// endpoints, as the visitor. The authenticator's key and the backup codes travel with the steps' answers (and,
// without scripts, in the next step's form), since the page shows them until the codes are saved.

const enabledTwoFactorSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })

/**
 * Better Auth's session cookies of an answer, for the browser: switching two-factor on or off puts a new session
 * in place of this one. The page that answers a post made without scripts is rendered in this same request,
 * after the action: its loaders read as the new session too (React Router builds their request from this one's
 * headers), or they would find the old one gone.
 */
function newSession(request: Request, answer: Headers): Headers {
  const cookies = new Headers()
  const set = new Map<string, string>()
  for (const cookie of answer.getSetCookie()) {
    cookies.append('Set-Cookie', cookie)
    const [pair = ''] = cookie.split(';')
    const at = pair.indexOf('=')
    if (at > 0) set.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
  }
  const kept = (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !set.has(pair.slice(0, pair.indexOf('='))))
  const fresh = [...set].filter(([, value]) => value !== '').map(([name, value]) => `${name}=${value}`)
  if (set.size > 0) request.headers.set('Cookie', [...kept, ...fresh].join('; '))
  return cookies
}

/** A refusal Better Auth names by code, pinned on `field` in the page's words. */
const pinned = (code: string, field: string, message: string) => (error: unknown) => {
  if (error instanceof ApiError && error.code === code) throw new ApiError(400, message, code, field)
  throw error
}

const reason = (error: unknown) => (error instanceof Error ? error.message : '')

/** Whether the posted form is one of two-factor's (the profile's route hands those here). */
export const isTwoFactorForm = (intent: string) =>
  (Object.values(TWO_FACTOR_INTENTS) as string[]).includes(intent)

/**
 * A two-factor form. A step of the setup: the password starts it (the answer carries the key, for the QR code,
 * and the backup codes); the first code of the app switches it on (the answer carries the codes, shown this
 * once, and the new session's cookie). Or the profile's Turn off.
 */
export async function twoFactorAction(request: Request, context: LoadContext, form: FormData) {
  const intent = formText(form, 'intent')
  if (intent === TWO_FACTOR_INTENTS.turnOff) return turnOff(request, context, form)
  const t = await serverT(context, 'auth')
  return intent === TWO_FACTOR_INTENTS.start
    ? submitForm(request, context, form, {
        schema: twoFactorPasswordFormSchema,
        values: { password: formText(form, 'password') },
        describe: (error) => ({ failure: t('setup.startFailed', { reason: reason(error) }) }),
        send: async ({ password }) => {
          const { data, headers } = await apiRequest('/auth/two-factor/enable', {
            method: 'POST',
            body: { password },
            schema: enabledTwoFactorSchema,
          }).catch(pinned('INVALID_PASSWORD', 'password', t('setup.wrongPassword')))
          return {
            result: { totpURI: data.totpURI, backupCodes: data.backupCodes.join('\n') },
            headers: newSession(request, headers),
          }
        },
      })
    : confirmStep(request, context, form, t)
}

function confirmStep(
  request: Request,
  context: LoadContext,
  form: FormData,
  t: Awaited<ReturnType<typeof serverT<'auth'>>>,
) {
  const started = { totpURI: formText(form, 'totpURI'), backupCodes: formText(form, 'backupCodes') }
  return submitForm(request, context, form, {
    schema: authenticatorCodeFormSchema,
    values: { code: formText(form, 'code') },
    typed: started,
    describe: (error) => ({ failure: t('setup.confirmFailed', { reason: reason(error) }) }),
    send: async ({ code }) => {
      const { headers } = await apiRequest('/auth/two-factor/verify-totp', {
        method: 'POST',
        body: { code },
        schema: z.unknown(),
      }).catch(pinned('INVALID_CODE', 'code', t('setup.wrongCode')))
      return {
        ok: t('setup.on'),
        result: { backupCodes: started.backupCodes },
        headers: newSession(request, headers),
      }
    },
  })
}

/** Two-factor switched off with the password, asked first (in the profile's words). */
async function turnOff(request: Request, context: LoadContext, form: FormData) {
  const t = await serverT(context, 'dashboard')
  return submitForm(request, context, form, {
    schema: twoFactorPasswordFormSchema,
    values: { password: formText(form, 'password') },
    confirm: () => ({
      title: t('twoFactor.confirmTitle'),
      text: t('twoFactor.confirmText'),
      confirmButtonText: t('twoFactor.confirmYes'),
    }),
    describe: (error) => ({ failure: t('twoFactor.turnOffFailed', { reason: reason(error) }) }),
    send: async ({ password }) => {
      const { headers } = await apiRequest('/auth/two-factor/disable', {
        method: 'POST',
        body: { password },
        schema: z.object({ status: z.boolean() }),
      }).catch(pinned('INVALID_PASSWORD', 'password', t('twoFactor.wrongPassword')))
      return { ok: t('twoFactor.turnedOff'), headers: newSession(request, headers) }
    },
  })
}
