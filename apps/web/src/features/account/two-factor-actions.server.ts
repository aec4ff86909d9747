import { authenticatorCodeFormSchema, twoFactorPasswordFormSchema } from '@keyhaven/contract'
import { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { answerInWords } from '../../lib/forms/account-problems.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import { TWO_FACTOR_SETUP_INTENTS } from './two-factor-setup-intents.ts'

// Setting up two-factor sign-in, posted by its steps on the profile and on the setup page: Better Auth's own
// endpoints, as the visitor. The authenticator's key and the backup codes travel with the steps' answers (and,
// without scripts, in the next step's form), since the page shows them until the codes are saved.

const enabledTwoFactorSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) })

/** Better Auth's session cookies of an answer, for the browser: switching two-factor on replaces the session. */
function sessionCookies(answer: Headers): Headers {
  const cookies = new Headers()
  for (const cookie of answer.getSetCookie()) cookies.append('Set-Cookie', cookie)
  return cookies
}

/** A refusal Better Auth names by code, pinned on `field` in the page's words. */
const pinned = (code: string, field: string, message: string) => (error: unknown) => {
  if (error instanceof ApiError && error.code === code) throw new ApiError(400, message, code, field)
  throw error
}

const reason = (error: unknown) => (error instanceof Error ? error.message : '')

/** Whether the posted form is a step of the setup (the profile's action hands those here). */
export const isTwoFactorSetupStep = (intent: string) =>
  (Object.values(TWO_FACTOR_SETUP_INTENTS) as string[]).includes(intent)

/**
 * A step of the setup: the password starts it (the answer carries the key, for the QR code, and the backup
 * codes); the first code of the app switches it on (the answer carries the codes, shown this once, and the new
 * session's cookie).
 */
export async function twoFactorSetupAction(request: Request, context: LoadContext, form: FormData) {
  const t = await serverT(context, 'auth')
  const answer =
    formText(form, 'intent') === TWO_FACTOR_SETUP_INTENTS.start
      ? await submitForm(request, context, form, {
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
              headers: sessionCookies(headers),
            }
          },
        })
      : await confirmStep(request, context, form, t)
  return answerInWords(answer, t)
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
        headers: sessionCookies(headers),
      }
    },
  })
}
