import {
  type Page,
  type PaginationQuery,
  type SharedWishlistItem,
  WISHLIST_NOTES_PER_HOME,
  type WishlistShare,
  type WishlistSharing,
} from '@keyhaven/contract'
import { digestOfBearerSecret, newBearerSecret } from '../auth/bearer-secret.ts'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import type { Logger } from '../http/logger.ts'
import { escapeHtml, type Mailer } from '../mail/mailer.ts'
import type { Notifier } from '../notifications/notifier.ts'
import type { createWishlistService } from './service.ts'
import {
  acceptInvitationLink,
  acceptShare,
  deleteNote,
  deleteShare,
  findPerson,
  insertNote,
  insertShare,
  listNotes,
  listSharing,
  lockEntryNotes,
  type ShareRow,
  sharedOwnerFor,
} from './sharing-queries.ts'

/** The web app's Wishlist page, and the query parameter of an invitation's link there. */
const WISHLIST_PAGE = '/dashboard/wishlist'
const INVITATION_PARAMETER = 'invitation'
const NO_SHARED_WISHLIST = 'No wishlist shared with you with this id'

const toShare = (row: ShareRow): WishlistShare => ({
  _id: row.id,
  ownerName: row.ownerName,
  ownerEmail: row.ownerEmail,
  partnerEmail: row.partnerEmail,
  partnerName: row.partnerName,
  status: row.acceptedAt ? 'accepted' : 'pending',
  createdAt: row.createdAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
})

/**
 * Searching with a partner (docs/decisions/0039-search-with-a-partner.md): a buyer shares their wishlist with
 * one other buyer. Every read and change of a shared list first finds the sharing accepted and the caller one
 * of its two people, so a revoked sharing is refused on the partner's next request.
 */
export function createWishlistSharingService({
  db,
  notifier,
  mailer,
  logger,
  baseUrl,
  wishlist,
}: {
  db: Database
  notifier: Notifier
  mailer: Mailer
  logger: Logger
  baseUrl: string
  wishlist: ReturnType<typeof createWishlistService>
}) {
  async function ownerFor(caller: Caller, id: string) {
    const owner = await sharedOwnerFor(db, id, caller.id)
    if (!owner) throw new ApiError(404, NO_SHARED_WISHLIST)
    return owner
  }

  /**
   * The invitation to an address without a verified account: its link accepts it for whoever opens it signed in
   * as a buyer (they read this mailbox); an account that verifies the address later finds it on its Wishlist page.
   */
  async function mailInvitation(to: string, ownerName: string, secret: string) {
    const url = `${baseUrl}${WISHLIST_PAGE}?${INVITATION_PARAMETER}=${secret}`
    const body = `${ownerName} invited you to share their wishlist on Keyhaven. Open this link, signed in to (or signed up for) a buyer's account, to accept it.`
    await mailer
      .send({
        to,
        subject: 'You are invited to share a wishlist',
        text: `Hello,\n\n${body}\n\n${url}`,
        html: `<p>Hello,</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Open Keyhaven</a></p>`,
      })
      .catch((error: unknown) =>
        logger.warn('wishlist invitation e-mail not sent; the invitation waits on the Wishlist page', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
  }

  async function sharing(caller: Caller): Promise<WishlistSharing> {
    const { outgoing, incoming } = await listSharing(db, caller)
    return { outgoing: outgoing ? toShare(outgoing) : null, incoming: incoming.map(toShare) }
  }

  return {
    async invite(caller: Caller, email: string): Promise<{ insertedId: string }> {
      if (email === caller.email) throw fieldError('email', 'You cannot invite yourself')
      const invitee = await findPerson(db, email)
      if (invitee && invitee.role !== 'user')
        throw fieldError('email', "Only a buyer's account can share a wishlist: this address is not one")
      const reachable = invitee?.emailVerified ? invitee : undefined
      const secret = reachable ? null : newBearerSecret()
      const insertedId = await notifier.transaction(async (tx, tell) => {
        const invitationDigest = secret && digestOfBearerSecret(secret)
        const id = await insertShare(tx, { ownerId: caller.id, partnerEmail: email, invitationDigest })
        if (!id)
          throw new ApiError(
            409,
            'You already share your wishlist or have invited someone: revoke that first to invite another person',
          )
        if (reachable) await tell.wishlistShareInvited(reachable.id, caller)
        return id
      })
      if (secret) await mailInvitation(email, caller.name, secret)
      return { insertedId }
    },

    sharing,

    /** The caller's sharing as it is once they accepted. */
    async accept(caller: Caller, id: string): Promise<WishlistSharing> {
      await notifier.transaction(async (tx, tell) => {
        const ownerId = await acceptShare(tx, id, caller)
        if (!ownerId) throw new ApiError(404, 'No invitation to you with this id')
        await tell.wishlistShareAccepted(ownerId, caller)
      })
      return sharing(caller)
    },

    /** Accepts the invitation whose e-mailed link the caller opened. */
    async acceptLink(caller: Caller, secret: string): Promise<WishlistSharing> {
      await notifier.transaction(async (tx, tell) => {
        const ownerId = await acceptInvitationLink(tx, digestOfBearerSecret(secret), caller.id)
        if (!ownerId)
          throw new ApiError(
            404,
            'This invitation link is not valid any more: it was used, revoked or declined',
          )
        await tell.wishlistShareAccepted(ownerId, caller)
      })
      return sharing(caller)
    },

    /** The owner revokes, the partner leaves, the invitee declines: the sharing and its notes are gone. */
    async end(caller: Caller, id: string): Promise<{ deletedCount: number }> {
      const deletedCount = await deleteShare(db, id, caller)
      if (deletedCount === 0) throw new ApiError(404, 'No sharing of yours with this id')
      return { deletedCount }
    },

    async items(caller: Caller, id: string, query: PaginationQuery): Promise<Page<SharedWishlistItem>> {
      const page = await wishlist.entriesOf(await ownerFor(caller, id), query)
      const notes = await listNotes(
        db,
        id,
        page.items.map((item) => item._id),
      )
      return {
        ...page,
        items: page.items.map((item) => ({
          ...item,
          notes: notes
            .filter((note) => note.itemId === item._id)
            .map((note) => ({
              _id: note.id,
              authorName: note.authorName,
              mine: note.authorId === caller.id,
              text: note.text,
              createdAt: note.createdAt.toISOString(),
            })),
        })),
      }
    },

    async addItem(caller: Caller, id: string, propertyId: string) {
      return wishlist.add((await ownerFor(caller, id)).id, propertyId)
    },

    async removeItem(caller: Caller, id: string, itemId: string) {
      return wishlist.remove((await ownerFor(caller, id)).id, itemId)
    },

    async addNote(caller: Caller, id: string, itemId: string, text: string): Promise<{ insertedId: string }> {
      const insertedId = await db.transaction(async (tx) => {
        const owner = await sharedOwnerFor(tx, id, caller.id)
        if (!owner) throw new ApiError(404, NO_SHARED_WISHLIST)
        const held = await lockEntryNotes(tx, id, itemId, owner.id)
        if (held === undefined) throw new ApiError(404, 'No such home in the shared wishlist')
        if (held >= WISHLIST_NOTES_PER_HOME)
          throw new ApiError(
            409,
            `A home holds at most ${WISHLIST_NOTES_PER_HOME} notes: delete one before writing another`,
          )
        return insertNote(tx, { shareId: id, itemId, authorId: caller.id, text })
      })
      return { insertedId }
    },

    /** Only its writer deletes a note; anyone else's answers 404 as a missing one does. */
    async removeNote(caller: Caller, id: string, noteId: string): Promise<{ deletedCount: number }> {
      await ownerFor(caller, id)
      const deletedCount = await deleteNote(db, id, noteId, caller.id)
      if (deletedCount === 0) throw new ApiError(404, 'No note of yours with this id')
      return { deletedCount }
    },
  }
}
