// The limits of a conversation's messages and proposed viewings, without zod: the conversation pages show them
// beside their reply form, and a module that builds schemas (inquiries.ts) would bring zod into their first scripts.

export const MAX_INQUIRY_MESSAGE_LENGTH = 2000
export const MAX_VIEWING_TIMES = 3
/** How far ahead a proposed viewing may lie. */
export const MAX_VIEWING_DAYS_AHEAD = 365
