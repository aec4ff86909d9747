import { deletedCountSchema, modifiedCountSchema } from '@keyhaven/contract'
import type { LoadContext } from '../../app/load-context.ts'
import { apiRequest } from '../../lib/api-client.ts'
import type { Question } from '../../lib/forms/outcome.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { isRoleAction, type RoleAction, userIntent } from './user-intents.ts'

/**
 * A role change's question, in the page's language: its title, its text and, for some, its button's words
 * (the posted name and role only describe the step; the API allows or refuses it by the e-mail).
 */
function roleQuestion(
  t: Translate<'admin'>,
  common: Translate<'common'>,
  action: RoleAction,
  name: string,
  role: string,
): Question {
  const asked = (title: string, text: string, confirmButtonText = common('dialog.yes')) => ({
    title,
    text,
    confirmButtonText,
    danger: false,
  })
  switch (action) {
    case 'make-admin':
      return asked(t('users.confirm.makeAdmin', { name }), t('users.confirmText.makeAdmin'))
    case 'make-agent':
      return asked(t('users.confirm.makeAgent', { name }), t('users.confirmText.makeAgent'))
    case 'mark-fraud':
      return asked(t('users.confirm.markFraud', { name }), t('users.confirmText.markFraud'))
    case 'make-user':
      return asked(
        t('users.confirm.makeUser', { name }),
        t(role === 'admin' ? 'users.confirmText.makeUserFromAdmin' : 'users.confirmText.makeUserFromAgent'),
        t('users.confirmYes.makeUser'),
      )
    case 'clear-fraud':
      return asked(
        t('users.confirm.clearFraud', { name }),
        t('users.confirmText.clearFraud'),
        t('users.confirmYes.clearFraud'),
      )
  }
}

const DONE = {
  'make-admin': 'users.done.makeAdmin',
  'make-agent': 'users.done.makeAgent',
  'mark-fraud': 'users.done.markFraud',
  'make-user': 'users.done.makeUser',
  'clear-fraud': 'users.done.clearFraud',
} as const satisfies Record<RoleAction, string>

const FAILED = {
  'make-admin': 'users.failed.role',
  'make-agent': 'users.failed.role',
  'mark-fraud': 'users.failed.markFraud',
  'make-user': 'users.failed.role',
  'clear-fraud': 'users.failed.clearFraud',
} as const satisfies Record<RoleAction, string>

/**
 * A refusal, told with a toast once hydrated: the row's buttons follow the person's role as the list is read
 * again, so a line beside them could leave with them (without scripts the page says it at its top).
 */
const told = (line: string) => ({ failure: line, toast: line })

/**
 * Manage Users: an admin changes a person's role (and undoes it), resets their two-factor sign-in or deletes
 * them, each asked first; every step is the API's to allow and to audit.
 */
export async function manageUsersAction(request: Request, context: LoadContext) {
  const form = await request.formData()
  const [t, common] = await Promise.all([serverT(context, 'admin'), serverT(context, 'common')])
  const step = formText(form, 'intent')
  const email = formText(form, 'email')
  const name = formText(form, 'name')
  const path = `/users/${encodeURIComponent(email)}`
  const intent = userIntent(step, email)
  if (isRoleAction(step))
    return submitForm(request, context, form, {
      intent,
      confirm: () => roleQuestion(t, common, step, name, formText(form, 'role')),
      describe: (error) => told(t(FAILED[step], { reason: (error as Error).message })),
      send: async () => {
        await apiRequest(`/users/${step}/${encodeURIComponent(email)}`, {
          method: 'PATCH',
          schema: modifiedCountSchema,
        })
        return t(DONE[step])
      },
    })
  if (step === 'reset-two-factor')
    return submitForm(request, context, form, {
      intent,
      confirm: () => ({
        title: t('users.confirmReset', { name }),
        text: t('users.confirmResetText'),
        confirmButtonText: t('users.confirmResetYes'),
        danger: false,
      }),
      describe: (error) => ({
        failure: t('users.twoFactorResetFailed', { reason: (error as Error).message }),
      }),
      send: async () => {
        await apiRequest(`${path}/two-factor`, { method: 'DELETE', schema: modifiedCountSchema })
        return t('users.twoFactorReset')
      },
    })
  return submitForm(request, context, form, {
    intent: userIntent('delete', email),
    confirm: () => ({
      title: t('users.confirmDelete'),
      text: t('users.confirmDeleteText', { name, email }),
      confirmButtonText: common('dialog.yesDelete'),
    }),
    describe: (error) => told(t('users.deleteFailed', { reason: (error as Error).message })),
    send: async () => {
      await apiRequest(path, { method: 'DELETE', schema: deletedCountSchema })
      return t('users.deleted')
    },
  })
}
