import { formatMoney, type NotificationKind, REJECTED_LISTING_NEXT_STEP, type Role } from '@keyhaven/contract'

/** One notification to write: who it is for and what it says (the words are fixed when the event happens). */
export interface NewNotification {
  userId: string
  kind: NotificationKind
  title: string
  body: string
  /** A path of the web app where the person can act on it. */
  link: string
  /**
   * At most one e-mail per this many minutes for the same person, kind and link (one conversation): one written
   * within that time of the last one mailed is in the app only.
   */
  mailAtMostEveryMinutes?: number
  /** The viewing whose calendar event (.ics) the e-mail carries: a confirmation's. */
  calendarViewingId?: string
  /** The other person whose name or words `body` copies (see `naming`). */
  aboutUserId?: string | null
  /** `body` as it reads once that person's account is deleted. */
  bodyWithoutThem?: string
}

/** What a deleted account's name reads as wherever it was copied (offers, payments, messages, notifications). */
export const DELETED_NAME = 'Deleted account'

/**
 * A body that copies another person's name, and perhaps their words, written twice: as it reads, and as it
 * reads once their account is deleted (the name replaced, their words left out), which the deletion puts in
 * place (account/queries.ts).
 */
function naming(
  aboutUserId: string | null,
  name: string,
  render: (name: string, withTheirWords: boolean) => string,
) {
  return { body: render(name, true), aboutUserId, bodyWithoutThem: render(DELETED_NAME, false) }
}

interface OfferFacts {
  agentId: string | null
  buyerId: string | null
  buyerName: string
  title: string
  offerAmount: number
  /** The offer's currency (its listing's). */
  currency: string
}

/** Why an accepted offer expired: its deadline passed, an admin released it, or its buyer's account was deleted. */
export type OfferExpiry =
  | { cause: 'overdue' }
  | { cause: 'released'; reason: string }
  | { cause: 'buyer-deleted' }

// A deadline in words that read the same to everyone, wherever they are (mail has no time zone of its own).
const deadlineFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})
const deadline = (due: Date | null) => (due ? `${deadlineFormat.format(due)} UTC` : 'its deadline')

// The dashboard pages each notification leads to (see apps/web/src/app/router.tsx).
const BUYER_OFFERS = '/dashboard/property-bought'
const AGENT_OFFERS = '/dashboard/requestedProperties'
const AGENT_SALES = '/dashboard/mySoldProperties'
const AGENT_LISTINGS = '/dashboard/myAddProperties'
const AGENT_LEADS = '/dashboard/leads'
const BUYER_INQUIRIES = '/dashboard/my-inquiries'
const RENTER_APPLICATIONS = '/dashboard/my-applications'
const AGENT_APPLICATIONS = '/dashboard/applications'
const BUYER_VIEWINGS = '/dashboard/my-viewings'
const OWN_REVIEWS = '/dashboard/reviews'
const OWN_PROFILE = '/dashboard/myProfile'
const OWN_WISHLIST = '/dashboard/wishlist'
const AGENT_VIEWINGS = '/dashboard/viewings'
/** What a person is told of an admin's change of their role. */
const ROLE_CHANGE_WORDS: Record<Role, string> = {
  user: 'An admin made your account a user account.',
  admin: 'An admin made your account an admin account.',
  agent: 'An admin made your account an agent account: you can now add listings.',
  fraud:
    'An admin marked your account as fraud: your listings are hidden and you can no longer add, update or advertise listings.',
}

/** A new way into an account: a passkey (by its name), the authenticator app, or a new password. */
export type SignInMethod =
  | { kind: 'passkey'; name: string | null }
  | { kind: 'two_factor' }
  | { kind: 'password'; passkeysRemoved: boolean }
// How often a buyer may be e-mailed about the agent's replies in one conversation.
const BUYER_REPLY_MAIL_MINUTES = 10

interface ApplicationFacts {
  agentId: string | null
  renterId: string | null
  renterName: string
  title: string
}

/** What a renter is told of the agent's decision (the status the application moved to). */
const APPLICATION_DECISION = {
  shortlisted: { verb: 'shortlisted', next: 'The agent will be in touch.' },
  accepted: { verb: 'accepted', next: 'The agent will contact you about the lease.' },
  declined: { verb: 'declined', next: '' },
} as const

interface ViewingFacts {
  viewingId: string
  buyerId: string
  agentId: string
  buyerName: string
  agentName: string
  title: string
  start: Date
  timeZone: string
  reason: string | null
  /** It was confirmed before this step: its event went out, and a cancel's mail takes it off calendars. */
  wasConfirmed: boolean
}

/** A step whose mail carries the viewing's event: a confirmation, and the cancel of a confirmed viewing. */
const carriesEvent = (step: string, viewing: ViewingFacts) =>
  step === 'confirmed' || (step === 'cancelled' && viewing.wasConfirmed)

/** A viewing's time in the agent's zone, which both parties read (the zone named, as mail has none). */
const viewingTime = ({ start, timeZone }: { start: Date; timeZone: string }) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(start)} (${timeZone})`

/** What the buyer is told of the agent's step, and the agent of the buyer's. */
const TO_BUYER = {
  confirmed: (v: ViewingFacts) => ({
    title: `Your viewing of ${v.title} is confirmed`,
    body: `${v.agentName} confirmed your viewing of ${v.title} on ${viewingTime(v)}.`,
  }),
  declined: (v: ViewingFacts) => ({
    title: `Your viewing request for ${v.title} was declined`,
    body: `${v.agentName} declined your viewing of ${v.title} on ${viewingTime(v)}.`,
  }),
  proposed: (v: ViewingFacts) => ({
    title: `Another time is proposed for ${v.title}`,
    body: `${v.agentName} proposes to show you ${v.title} on ${viewingTime(v)}. Accept or cancel it in My Viewings.`,
  }),
  cancelled: (v: ViewingFacts) => ({
    title: `Your viewing of ${v.title} was cancelled`,
    body: `${v.agentName} cancelled your viewing of ${v.title} on ${viewingTime(v)}.`,
  }),
}
const TO_AGENT = {
  requested: (v: ViewingFacts) => ({
    title: `Viewing request for ${v.title}`,
    body: `${v.buyerName} asks to view ${v.title} on ${viewingTime(v)}.`,
  }),
  confirmed: (v: ViewingFacts) => ({
    title: `Viewing of ${v.title} confirmed`,
    body: `${v.buyerName} accepted your proposed time to view ${v.title}: ${viewingTime(v)}.`,
  }),
  cancelled: (v: ViewingFacts) => ({
    title: `Viewing of ${v.title} cancelled`,
    body: `${v.buyerName} cancelled the viewing of ${v.title} on ${viewingTime(v)}.`,
  }),
}
export type ViewingStepToBuyer = keyof typeof TO_BUYER
export type ViewingStepToAgent = keyof typeof TO_AGENT

interface InquiryFacts {
  threadId: string
  title: string
  authorId: string
  authorName: string
  message: string
}

// Enough of a message to decide whether to answer now; the whole of it is in the conversation.
const EXCERPT_LENGTH = 200
const excerpt = (message: string) =>
  message.length > EXCERPT_LENGTH ? `${message.slice(0, EXCERPT_LENGTH).trimEnd()}…` : message

/** Builds each kind's words; a party that no longer has an account (id null) is simply not told. */
export function notificationMessages() {
  const money = (offer: OfferFacts) => formatMoney(offer.offerAmount, offer.currency)
  const forExisting = (userId: string | null, note: Omit<NewNotification, 'userId'>): NewNotification[] =>
    userId ? [{ userId, ...note }] : []

  return {
    offerReceived: (offer: OfferFacts) =>
      forExisting(offer.agentId, {
        kind: 'offer_received',
        title: `New offer on ${offer.title}`,
        ...naming(
          offer.buyerId,
          offer.buyerName,
          (buyer) => `${buyer} offered ${money(offer)} for ${offer.title}.`,
        ),
        link: AGENT_OFFERS,
      }),
    offerAccepted: (offer: OfferFacts) =>
      forExisting(offer.buyerId, {
        kind: 'offer_accepted',
        title: `Your offer on ${offer.title} was accepted`,
        body: `Your offer of ${money(offer)} was accepted. Pay for ${offer.title} from My Offers.`,
        link: BUYER_OFFERS,
      }),
    offerRejected: (offer: OfferFacts) =>
      forExisting(offer.buyerId, {
        kind: 'offer_rejected',
        title: `Your offer on ${offer.title} was rejected`,
        body: `Your offer of ${money(offer)} for ${offer.title} was rejected.`,
        link: BUYER_OFFERS,
      }),
    /** For the buyer (unless their account is being deleted) and the agent: the home takes offers again. */
    offerExpired: (offer: OfferFacts & { paymentDueAt: Date | null }, expiry: OfferExpiry) => {
      const amount = money(offer)
      const { title, buyerName } = offer
      const due = deadline(offer.paymentDueAt)
      const reason = expiry.cause === 'released' ? ` Reason: ${expiry.reason}` : ''
      const reopens = `The offer has expired and ${title} takes offers again.`
      const toAgent = (buyer: string) =>
        ({
          overdue: `${buyer} did not pay ${amount} for ${title} by ${due}. ${reopens}`,
          released: `An admin released the accepted offer of ${buyer} (${amount}) for ${title}. ${reopens}${reason}`,
          'buyer-deleted': `The account of ${buyer} was deleted before paying ${amount} for ${title}. ${reopens}`,
        })[expiry.cause]
      const toBuyer = {
        overdue: `Your accepted offer of ${amount} for ${title} was not paid by ${due}, so it has expired and the home is open to offers again.`,
        released: `An admin released your accepted offer of ${amount} for ${title}: it has expired and can no longer be paid.${reason}`,
        // The buyer's account is being deleted: there is no one to tell.
        'buyer-deleted': null,
      }[expiry.cause]
      const what = expiry.cause === 'released' ? 'was released' : 'has expired'
      return [
        ...(toBuyer
          ? forExisting(offer.buyerId, {
              kind: 'offer_expired',
              title: `Your offer on ${title} ${what}`,
              body: toBuyer,
              link: BUYER_OFFERS,
            })
          : []),
        ...forExisting(offer.agentId, {
          kind: 'offer_expired',
          title: `The accepted offer on ${title} ${what}`,
          ...naming(offer.buyerId, buyerName, toAgent),
          link: AGENT_OFFERS,
        }),
      ]
    },
    paymentReceived: (offer: OfferFacts) =>
      forExisting(offer.agentId, {
        kind: 'payment_received',
        title: `Payment received for ${offer.title}`,
        ...naming(
          offer.buyerId,
          offer.buyerName,
          (buyer) => `${buyer} paid ${money(offer)} for ${offer.title}.`,
        ),
        link: AGENT_SALES,
      }),
    listingVerified: (listing: { agentId: string; title: string }) =>
      forExisting(listing.agentId, {
        kind: 'listing_verified',
        title: `${listing.title} is verified`,
        body: `${listing.title} is now listed on All Properties.`,
        link: AGENT_LISTINGS,
      }),
    listingRejected: (listing: { agentId: string; title: string }, reason: string) =>
      forExisting(listing.agentId, {
        kind: 'listing_rejected',
        title: `${listing.title} was rejected`,
        // A rejection is final for its agent (changes requested is the admin's way for fixable problems):
        // the message says what is left to do.
        body: `An admin rejected ${listing.title}. Reason: ${reason} ${REJECTED_LISTING_NEXT_STEP}`,
        link: AGENT_LISTINGS,
      }),
    listingChangesRequested: (listing: { agentId: string; title: string }, reason: string) =>
      forExisting(listing.agentId, {
        kind: 'listing_changes_requested',
        title: `Changes requested: ${listing.title}`,
        body: `An admin asks for changes to ${listing.title} before it is listed: ${reason} Edit it, then submit it for review again.`,
        link: AGENT_LISTINGS,
      }),
    listingExpiring: (listing: { agentId: string; title: string }, expiresAt: Date) =>
      forExisting(listing.agentId, {
        kind: 'listing_expiry',
        title: `${listing.title} expires in a week`,
        body: `${listing.title} leaves Keyhaven's lists on ${deadline(expiresAt)}. Renew it in My Properties to keep it listed.`,
        link: AGENT_LISTINGS,
      }),
    listingExpired: (listing: { agentId: string; title: string }) =>
      forExisting(listing.agentId, {
        kind: 'listing_expiry',
        title: `${listing.title} has expired`,
        body: `${listing.title} is no longer listed. Renew it in My Properties to send it back for review.`,
        link: AGENT_LISTINGS,
      }),
    listingEditedByAdmin: (listing: { agentId: string | null; title: string }, fields: string[]) =>
      forExisting(listing.agentId, {
        kind: 'admin_action',
        title: `An admin edited ${listing.title}`,
        body: `An admin changed ${fields.join(', ')} of ${listing.title}. The audit trail records what was there before.`,
        link: AGENT_LISTINGS,
      }),
    listingDeletedByAdmin: (listing: { agentId: string | null; title: string }) =>
      forExisting(listing.agentId, {
        kind: 'admin_action',
        title: `An admin deleted ${listing.title}`,
        body: `An admin deleted your listing ${listing.title}.`,
        link: AGENT_LISTINGS,
      }),
    advertisementChangedByAdmin: (listing: { agentId: string | null; title: string }, advertised: boolean) =>
      forExisting(listing.agentId, {
        kind: 'admin_action',
        title: advertised ? `${listing.title} is advertised` : `${listing.title} is no longer advertised`,
        body: advertised
          ? `An admin advertised ${listing.title} on the home page.`
          : `An admin withdrew the advertisement of ${listing.title} from the home page.`,
        link: AGENT_LISTINGS,
      }),
    reviewDeletedByAdmin: (review: { authorId: string; title: string }) =>
      forExisting(review.authorId, {
        kind: 'admin_action',
        title: `An admin removed your review of ${review.title}`,
        body: `An admin removed your review of ${review.title}.`,
        link: OWN_REVIEWS,
      }),
    roleChangedByAdmin: (userId: string, role: Role) =>
      forExisting(userId, {
        kind: 'admin_action',
        title: 'An admin changed your role',
        body: ROLE_CHANGE_WORDS[role],
        link: OWN_PROFILE,
      }),
    twoFactorResetByAdmin: (userId: string) =>
      forExisting(userId, {
        kind: 'admin_action',
        title: 'Your two-factor sign-in was reset',
        body: 'An admin reset your two-factor sign-in: your next sign-in takes your password alone. If you did not ask for this, change your password now.',
        link: OWN_PROFILE,
      }),
    inquiryReceived: (agentId: string | null, inquiry: InquiryFacts) =>
      forExisting(agentId, {
        kind: 'inquiry_received',
        title: `New inquiry about ${inquiry.title}`,
        ...naming(inquiry.authorId, inquiry.authorName, (author, withTheirWords) =>
          withTheirWords
            ? `${author} wrote about ${inquiry.title}: ${excerpt(inquiry.message)}`
            : `${author} wrote about ${inquiry.title}.`,
        ),
        link: `${AGENT_LEADS}/${inquiry.threadId}`,
      }),
    /**
     * A message in a conversation, for the other party (`toAgent`: the listing's agent, else the buyer). An
     * agent answering in a burst e-mails the buyer once per conversation per 10 minutes; the buyer's own
     * messages are few (INQUIRY_RATE_LIMIT), so each e-mails the agent.
     */
    inquiryReply: (recipientId: string | null, toAgent: boolean, inquiry: InquiryFacts) =>
      forExisting(recipientId, {
        kind: 'inquiry_reply',
        title: `New message about ${inquiry.title}`,
        ...naming(inquiry.authorId, inquiry.authorName, (author, withTheirWords) =>
          withTheirWords ? `${author} wrote: ${excerpt(inquiry.message)}` : `${author} wrote a message.`,
        ),
        link: `${toAgent ? AGENT_LEADS : BUYER_INQUIRIES}/${inquiry.threadId}`,
        ...(!toAgent && { mailAtMostEveryMinutes: BUYER_REPLY_MAIL_MINUTES }),
      }),
    viewingToBuyer: (viewing: ViewingFacts, step: ViewingStepToBuyer) =>
      forExisting(viewing.buyerId, {
        kind: 'viewing_buyer_update',
        title: TO_BUYER[step](viewing).title,
        // The reason is the agent's words.
        ...naming(viewing.agentId, viewing.agentName, (agentName, withTheirWords) => {
          const { body } = TO_BUYER[step]({ ...viewing, agentName })
          return withTheirWords && viewing.reason ? `${body} Reason: ${viewing.reason}` : body
        }),
        link: BUYER_VIEWINGS,
        ...(carriesEvent(step, viewing) && { calendarViewingId: viewing.viewingId }),
      }),
    viewingToAgent: (viewing: ViewingFacts, step: ViewingStepToAgent) =>
      forExisting(viewing.agentId, {
        kind: 'viewing_agent_update',
        title: TO_AGENT[step](viewing).title,
        // The reason is the buyer's words.
        ...naming(viewing.buyerId, viewing.buyerName, (buyerName, withTheirWords) => {
          const { body } = TO_AGENT[step]({ ...viewing, buyerName })
          return withTheirWords && viewing.reason ? `${body} Reason: ${viewing.reason}` : body
        }),
        link: AGENT_VIEWINGS,
        ...(carriesEvent(step, viewing) && { calendarViewingId: viewing.viewingId }),
      }),
    /** The day before a confirmed viewing, for both parties. */
    viewingReminder: (viewing: ViewingFacts) => [
      ...forExisting(viewing.buyerId, {
        kind: 'viewing_reminder',
        title: `Tomorrow: viewing of ${viewing.title}`,
        ...naming(
          viewing.agentId,
          viewing.agentName,
          (agentName) => `Your viewing of ${viewing.title} with ${agentName} is on ${viewingTime(viewing)}.`,
        ),
        link: BUYER_VIEWINGS,
      }),
      ...forExisting(viewing.agentId, {
        kind: 'viewing_reminder',
        title: `Tomorrow: viewing of ${viewing.title}`,
        ...naming(
          viewing.buyerId,
          viewing.buyerName,
          (buyerName) => `You show ${viewing.title} to ${buyerName} on ${viewingTime(viewing)}.`,
        ),
        link: AGENT_VIEWINGS,
      }),
    ],
    applicationReceived: (application: ApplicationFacts & { moveInDate: string }) =>
      forExisting(application.agentId, {
        kind: 'application_received',
        title: `New application for ${application.title}`,
        ...naming(
          application.renterId,
          application.renterName,
          (renter) => `${renter} applied to rent ${application.title} from ${application.moveInDate}.`,
        ),
        link: AGENT_APPLICATIONS,
      }),
    applicationWithdrawn: (application: ApplicationFacts) =>
      forExisting(application.agentId, {
        kind: 'application_withdrawn',
        title: `An application for ${application.title} was withdrawn`,
        ...naming(
          application.renterId,
          application.renterName,
          (renter) => `${renter} withdrew their application for ${application.title}.`,
        ),
        link: AGENT_APPLICATIONS,
      }),
    applicationDecided: (
      application: ApplicationFacts & { reason: string | null },
      status: keyof typeof APPLICATION_DECISION,
    ) => {
      const { verb, next } = APPLICATION_DECISION[status]
      const reason = status === 'declined' && application.reason ? ` Reason: ${application.reason}` : ''
      return forExisting(application.renterId, {
        kind: 'application_decided',
        title: `Your application for ${application.title} was ${verb}`,
        body: `Your application to rent ${application.title} was ${verb}.${next ? ` ${next}` : ''}${reason}`,
        link: RENTER_APPLICATIONS,
      })
    },
    /** Always for the account's owner, so a way in added by someone else does not go unnoticed. */
    signInMethodAdded: (userId: string, method: SignInMethod) => {
      const notYou =
        'If it was not you, change your password and remove what you do not know in your profile.'
      const note = {
        passkey: () => ({
          title: 'A passkey was added to your account',
          body: `A passkey${method.kind === 'passkey' && method.name ? ` (${method.name})` : ''} can now sign in to your Keyhaven account. ${notYou}`,
        }),
        two_factor: () => ({
          title: 'Two-factor sign-in was switched on',
          body: `Your Keyhaven account now asks for a code of an authenticator app after the password, and your other sessions were signed out. ${notYou}`,
        }),
        password: () => ({
          title: 'Your password was changed',
          body: `Your Keyhaven account has a new password${method.kind === 'password' && method.passkeysRemoved ? ' and its passkeys were removed' : ''}; your other sessions were signed out. If it was not you, reset your password from the login page.`,
        }),
      }[method.kind]()
      return [{ userId, kind: 'sign_in_method_added' as const, ...note, link: OWN_PROFILE }]
    },
    wishlistShareInvited: (invitee: string, owner: { id: string; name: string }) => [
      {
        userId: invitee,
        kind: 'wishlist_shared' as const,
        title: 'You are invited to share a wishlist',
        ...naming(
          owner.id,
          owner.name,
          (name) =>
            `${name} invited you to share their wishlist. Accept or decline it on your Wishlist page.`,
        ),
        link: OWN_WISHLIST,
      },
    ],
    wishlistShareAccepted: (ownerId: string, partner: { id: string; name: string }) => [
      {
        userId: ownerId,
        kind: 'wishlist_shared' as const,
        title: 'Your wishlist is shared',
        ...naming(
          partner.id,
          partner.name,
          (name) => `${name} accepted your invitation: you now share your wishlist.`,
        ),
        link: OWN_WISHLIST,
      },
    ],
  }
}

export type NotificationMessages = ReturnType<typeof notificationMessages>
