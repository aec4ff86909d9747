export const ROLE_ACTIONS = ['make-admin', 'make-agent', 'mark-fraud', 'make-user', 'clear-fraud'] as const
export type RoleAction = (typeof ROLE_ACTIONS)[number]

export const isRoleAction = (step: string): step is RoleAction =>
  (ROLE_ACTIONS as readonly string[]).includes(step)

/** The steps of a person's row: a role change, the two-factor reset, the deletion. */
export type UserStep = RoleAction | 'reset-two-factor' | 'delete'

/** The intent of a row's form: each shows only its own answer. */
export const userIntent = (step: string, email: string) => `${step}:${email}`
