import type { Translate } from '../i18n/translator.ts'
import type { FormFailure } from './outcome.ts'

// The contract's refusals of the account forms' fields, checked by their routes' actions (and by the API in the
// same words), each a message of ours in the page's language. A problem not listed stays as it came.
const PROBLEMS = {
  'Email is required': 'problem.emailRequired',
  'Please enter a valid email address': 'problem.emailInvalid',
  'Password is required': 'problem.passwordIsRequired',
  'Password must be at least 6 characters': 'problem.passwordAtLeast',
  'Password required': 'problem.passwordRequired',
  'Password must be 6 characters or longer': 'problem.passwordLonger',
  'The passwords do not match': 'problem.passwordsDiffer',
  'Current password required': 'problem.currentPassword',
  'Name is required': 'problem.nameRequired',
  'Name is too long': 'problem.nameTooLong',
  'Name is too long (60 characters at most)': 'problem.passkeyNameTooLong',
  'Enter the 6-digit code from your authenticator app': 'problem.code',
  'Enter one of your backup codes': 'problem.backupCode',
  'That is not a backup code': 'problem.notBackupCode',
  'Enter your password': 'problem.enterPassword',
  'enter the 6-digit code of your authenticator app': 'problem.proofCode',
  'enter your password to delete your account': 'problem.passwordToDelete',
  'enter your password (or a current two-factor code instead) to delete your account':
    'problem.proofToDelete',
  'enter your password to add a passkey': 'problem.passwordToAddPasskey',
  'enter your password (or a current two-factor code instead) to add a passkey': 'problem.proofToAddPasskey',
} as const

const isListed = (message: string): message is keyof typeof PROBLEMS => Object.hasOwn(PROBLEMS, message)

/** A field's problem in the page's words. */
const problemInWords = (message: string, t: Translate<'auth'>) =>
  isListed(message) ? t(PROBLEMS[message]) : message

/** An action's answer with its refusals of fields (and of the whole form) in the page's words. */
export function answerInWords<A>(answer: A, t: Translate<'auth'>): A {
  if (!answer || typeof answer !== 'object' || !('fields' in answer)) return answer
  const refused = answer as A & FormFailure
  return {
    ...refused,
    fields: Object.fromEntries(
      Object.entries(refused.fields).map(([name, message]) => [name, problemInWords(message, t)]),
    ),
    failure: refused.failure && problemInWords(refused.failure, t),
  }
}
