// The forms of My Profile (two-factor's aside: features/account/two-factor-intents.ts), all posting to its route's
// one action: each names itself by `intent`, so the action
// knows which it is and each form shows only its own answer. Shared by the page and the action.

export const PROFILE_INTENTS = {
  nameAndPhoto: 'own-name-photo',
  password: 'own-password',
  email: 'own-email',
  emailChoices: 'email-choices',
  deleteAccount: 'delete-account',
  passkeyAdd: 'passkey-add',
  passkeyDelete: 'passkey-delete',
  sessionSignOut: 'session-sign-out',
  otherSessionsSignOut: 'other-sessions-sign-out',
} as const

/** A row's own form (a passkey, a session): its intent names the row, so only that row shows its answer. */
export const rowIntent = (intent: string, id: string) => `${intent}:${id}`

/** The intent of a posted form, without the row it names. */
export const intentKind = (intent: string) => intent.split(':')[0] ?? ''
