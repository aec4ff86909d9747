import { lazy } from 'react'

// What the inquiries feature shows on other features' pages.

/** The Contact agent form, loaded only when a details page shows it (keeps that page light). */
export const ContactAgent = lazy(async () => ({
  default: (await import('./contact-agent-form.tsx')).ContactAgentForm,
}))
