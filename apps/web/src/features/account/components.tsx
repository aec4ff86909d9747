import { lazy } from 'react'

// What the account feature shows on other features' pages.

/** The steps of setting up two-factor, for the profile and the setup page (a chunk of its own, with the QR code's). */
export const TwoFactorSetup = lazy(async () => ({
  default: (await import('./two-factor-setup.tsx')).TwoFactorSetup,
}))
