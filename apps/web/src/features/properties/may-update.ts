import type { Property, Role } from '@keyhaven/contract'

/** Whom the server lets update a listing, so the screen and its title offer the form to them alone. */
export const mayUpdateListing = (
  viewer: { role: Role; email: string },
  listing: Pick<Property, 'agentEmail'>,
): boolean =>
  viewer.role === 'admin' ||
  (viewer.role === 'agent' && listing.agentEmail?.toLowerCase() === viewer.email.toLowerCase())
