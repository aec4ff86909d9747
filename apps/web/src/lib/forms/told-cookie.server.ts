import { createCookie } from 'react-router'

/** What the page after a redirect says once: a result, or (`failed`) why a step did not go through. */
export interface Told {
  text: string
  failed?: true
}

/**
 * The result of a form that finished elsewhere, for a page without scripts (an action's redirect sets it), and
 * why a download could not be made (its resource route sends the person back to the page with it): the next
 * page (root.tsx's loader) says it once and clears it. A hydrated page tells a form's result with a toast
 * instead and never gets the redirect. Only this server sets it, and the page writes it as text.
 */
export const toldCookie = createCookie('told', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 })

/** The told result on a request, if any; a cookie set as plain text before results could fail reads as a result. */
export async function readTold(request: Request): Promise<Told | null> {
  const told = (await toldCookie.parse(request.headers.get('Cookie'))) as Told | string | null
  if (!told) return null
  return typeof told === 'string' ? { text: told } : told
}
