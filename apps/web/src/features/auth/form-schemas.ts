// The auth pages' form schemas, imported when a form first checks its input (lib/lazy-resolver.ts), so that zod
// is not among the scripts these pages need before they run.
export {
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  twoFactorCodeFormSchema,
} from '@keyhaven/contract'
