import { createCookie } from 'react-router'

/**
 * The result of a form that finished elsewhere, for a page without scripts: the action's redirect sets it, and
 * the next page (root.tsx's loader) says it once and clears it. A hydrated page tells it with a toast instead
 * and never gets the redirect. Only this server sets it, and the page writes it as text.
 */
export const toldCookie = createCookie('told', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 })
