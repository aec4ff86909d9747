import { z } from 'zod'
import { text } from './common.ts'
import { MIN_PASSWORD_LENGTH, personNameField } from './users.ts'

// The sign-in and registration forms, with the product's own messages.

export const loginFormSchema = z.object({
  email: text()
    .trim()
    .min(1, { error: 'Email is required' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  password: text()
    .min(1, { error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, { error: 'Password must be at least 6 characters' }),
})
export type LoginForm = z.infer<typeof loginFormSchema>

export const registerFormSchema = z.object({
  name: personNameField,
  email: text()
    .trim()
    .min(1, { error: 'Email is required' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  password: text()
    .min(1, { error: 'Password required' })
    .min(MIN_PASSWORD_LENGTH, { error: 'Password must be 6 characters or longer' }),
})
export type RegisterForm = z.infer<typeof registerFormSchema>

export const forgotPasswordFormSchema = z.object({
  email: text()
    .trim()
    .min(1, { error: 'Email is required' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
})
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>

export const resetPasswordFormSchema = z
  .object({
    password: text()
      .min(1, { error: 'Password required' })
      .min(MIN_PASSWORD_LENGTH, { error: 'Password must be 6 characters or longer' }),
    confirm: text(),
    /** As on changing the password: passkeys outlive it, unless removed with it. */
    removePasskeys: z.boolean(),
  })
  .refine((form) => form.password === form.confirm, {
    error: 'The passwords do not match',
    path: ['confirm'],
  })
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>

// The profile's own forms: a new name (the photo is uploaded beside it), password and e-mail address.
export const profileNameFormSchema = z.object({ name: personNameField })
export type ProfileNameForm = z.infer<typeof profileNameFormSchema>

export const changePasswordFormSchema = z
  .object({
    currentPassword: text().min(1, { error: 'Current password required' }),
    newPassword: text()
      .min(1, { error: 'Password required' })
      .min(MIN_PASSWORD_LENGTH, { error: 'Password must be 6 characters or longer' }),
    confirm: text(),
    /** Passkeys outlive a password: one added by someone who had the old one is removed with it. */
    removePasskeys: z.boolean(),
  })
  .refine((form) => form.newPassword === form.confirm, {
    error: 'The passwords do not match',
    path: ['confirm'],
  })
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>

export const changeEmailFormSchema = z.object({
  newEmail: text()
    .trim()
    .toLowerCase()
    .min(1, { error: 'Email is required' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
})
export type ChangeEmailForm = z.infer<typeof changeEmailFormSchema>

// Two-factor sign-in: the authenticator app's 6-digit code, or one of the backup codes shown when it was set up.
export const SECOND_FACTORS = ['totp', 'backup-code'] as const
export type SecondFactor = (typeof SECOND_FACTORS)[number]

const authenticatorCode = text()
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app' })

export const twoFactorCodeFormSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('totp'), code: authenticatorCode }),
  z.object({
    kind: z.literal('backup-code'),
    code: text()
      .trim()
      .min(1, { error: 'Enter one of your backup codes' })
      .max(100, { error: 'That is not a backup code' }),
  }),
])
export type TwoFactorCodeForm = z.infer<typeof twoFactorCodeFormSchema>

/** Setting up (or switching off) two-factor starts with the account's password. */
export const twoFactorPasswordFormSchema = z.object({
  password: text().min(1, { error: 'Enter your password' }),
})
export type TwoFactorPasswordForm = z.infer<typeof twoFactorPasswordFormSchema>

/** The first code of a newly scanned authenticator app, which switches two-factor on. */
export const authenticatorCodeFormSchema = z.object({ code: authenticatorCode })
export type AuthenticatorCodeForm = z.infer<typeof authenticatorCodeFormSchema>
