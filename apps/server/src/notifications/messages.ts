import type { NotificationKind, Role } from '@keyhaven/contract'
import type { WordKey, Words } from '../words/words.ts'

/** One notification to write: who it is for and what it says (the words are fixed when the event happens). */
export interface NewNotification {
  userId: string
  kind: NotificationKind
  /** A path of the web app where the person can act on it. */
  link: string
  /**
   * At most one e-mail per this many minutes for the same person, kind and link (one conversation): one written
   * within that time of the last one mailed is in the app only.
   */
  mailAtMostEveryMinutes?: number
  /** The viewing whose calendar event (.ics) the e-mail carries: a confirmation's. */
  calendarViewingId?: string
  /** What it says, in the words of the recipient's language. */
  words: (w: Words) => NotificationWords
}

export interface NotificationWords {
  title: string
  body: string
  /** The other person whose name or words `body` copies (see `naming`). */
  aboutUserId?: string | null
  /** `body` as it reads once that person's account is deleted. */
  bodyWithoutThem?: string
}

/**
 * What a deleted account's name reads as where it was copied into records (offers, payments, messages); a
 * notification says it in its recipient's language (`deletedName`).
 */
export const DELETED_NAME = 'Deleted account'

/**
 * A body that copies another person's name, and perhaps their words, written twice: as it reads, and as it
 * reads once their account is deleted (the name replaced, their words left out), which the deletion puts in
 * place (account/queries.ts).
 */
function naming(
  w: Words,
  aboutUserId: string | null,
  name: string,
  render: (name: string, withTheirWords: boolean) => string,
) {
  return { body: render(name, true), aboutUserId, bodyWithoutThem: render(w.t('deletedName'), false) }
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

/** What the agent is told of each way an accepted offer expires. */
const EXPIRY_TO_AGENT: Record<OfferExpiry['cause'], WordKey> = {
  overdue: 'offerExpired.toAgent.overdue',
  released: 'offerExpired.toAgent.released',
  'buyer-deleted': 'offerExpired.toAgent.buyerDeleted',
}

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

/** What the buyer is told of the agent's step, and the agent of the buyer's. */
export type ViewingStepToBuyer = 'confirmed' | 'declined' | 'proposed' | 'cancelled'
export type ViewingStepToAgent = 'requested' | 'confirmed' | 'cancelled'

/** A step whose mail carries the viewing's event: a confirmation, and the cancel of a confirmed viewing. */
const carriesEvent = (step: string, viewing: ViewingFacts) =>
  step === 'confirmed' || (step === 'cancelled' && viewing.wasConfirmed)

/** A viewing's time in the agent's zone, which both parties read (the zone named, as mail has none). */
const viewingTime = (w: Words, { start, timeZone }: ViewingFacts) => w.timeIn(start, timeZone)

/** Sentences one after the other; a reason is the other party's or an admin's words, added when there is one. */
const withReason = (w: Words, text: string, reason: string | null | undefined) =>
  reason ? `${text} ${w.t('reason', { reason })}` : text

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

/**
 * Builds each kind's notes, whose words are written in each recipient's language when they are recorded; a
 * party that no longer has an account (id null) is simply not told.
 */
export function notificationMessages() {
  const money = (w: Words, offer: OfferFacts) => w.money(offer.offerAmount, offer.currency)
  const forExisting = (userId: string | null, note: Omit<NewNotification, 'userId'>): NewNotification[] =>
    userId ? [{ userId, ...note }] : []

  return {
    offerReceived: (offer: OfferFacts) =>
      forExisting(offer.agentId, {
        kind: 'offer_received',
        link: AGENT_OFFERS,
        words: (w) => ({
          title: w.t('offerReceived.title', { title: offer.title }),
          ...naming(w, offer.buyerId, offer.buyerName, (buyer) =>
            w.t('offerReceived.body', { buyer, amount: money(w, offer), title: offer.title }),
          ),
        }),
      }),
    offerAccepted: (offer: OfferFacts) =>
      forExisting(offer.buyerId, {
        kind: 'offer_accepted',
        link: BUYER_OFFERS,
        words: (w) => ({
          title: w.t('offerAccepted.title', { title: offer.title }),
          body: w.t('offerAccepted.body', { amount: money(w, offer), title: offer.title }),
        }),
      }),
    offerRejected: (offer: OfferFacts) =>
      forExisting(offer.buyerId, {
        kind: 'offer_rejected',
        link: BUYER_OFFERS,
        words: (w) => ({
          title: w.t('offerRejected.title', { title: offer.title }),
          body: w.t('offerRejected.body', { amount: money(w, offer), title: offer.title }),
        }),
      }),
    /** For the buyer (unless their account is being deleted) and the agent: the home takes offers again. */
    offerExpired: (offer: OfferFacts & { paymentDueAt: Date | null }, expiry: OfferExpiry) => {
      const { title, buyerName } = offer
      const reason = expiry.cause === 'released' ? expiry.reason : null
      const facts = (w: Words) => ({ title, amount: money(w, offer), due: w.deadline(offer.paymentDueAt) })
      const toAgent = (w: Words, buyer: string) => {
        const what = w.t(EXPIRY_TO_AGENT[expiry.cause], { ...facts(w), buyer })
        return withReason(w, `${what} ${w.t('offerExpired.reopens', { title })}`, reason)
      }
      return [
        // The buyer whose account is being deleted is not told: there is no one to tell.
        ...(expiry.cause === 'buyer-deleted'
          ? []
          : forExisting(offer.buyerId, {
              kind: 'offer_expired',
              link: BUYER_OFFERS,
              words: (w) => ({
                title: w.t('offerExpired.toBuyer.title', { cause: expiry.cause, title }),
                body:
                  expiry.cause === 'released'
                    ? withReason(w, w.t('offerExpired.toBuyer.released', facts(w)), reason)
                    : w.t('offerExpired.toBuyer.overdue', facts(w)),
              }),
            })),
        ...forExisting(offer.agentId, {
          kind: 'offer_expired',
          link: AGENT_OFFERS,
          words: (w) => ({
            title: w.t('offerExpired.toAgent.title', { cause: expiry.cause, title }),
            ...naming(w, offer.buyerId, buyerName, (buyer) => toAgent(w, buyer)),
          }),
        }),
      ]
    },
    paymentReceived: (offer: OfferFacts) =>
      forExisting(offer.agentId, {
        kind: 'payment_received',
        link: AGENT_SALES,
        words: (w) => ({
          title: w.t('paymentReceived.title', { title: offer.title }),
          ...naming(w, offer.buyerId, offer.buyerName, (buyer) =>
            w.t('paymentReceived.body', { buyer, amount: money(w, offer), title: offer.title }),
          ),
        }),
      }),
    listingVerified: ({ agentId, title }: { agentId: string; title: string }) =>
      forExisting(agentId, {
        kind: 'listing_verified',
        link: AGENT_LISTINGS,
        words: (w) => ({
          title: w.t('listingVerified.title', { title }),
          body: w.t('listingVerified.body', { title }),
        }),
      }),
    listingRejected: ({ agentId, title }: { agentId: string; title: string }, reason: string) =>
      forExisting(agentId, {
        kind: 'listing_rejected',
        link: AGENT_LISTINGS,
        // A rejection is final for its agent (changes requested is the admin's way for fixable problems):
        // the message says what is left to do.
        words: (w) => ({
          title: w.t('listingRejected.title', { title }),
          body: `${w.t('listingRejected.body', { title, reason })} ${w.t('listingRejected.nextStep')}`,
        }),
      }),
    listingChangesRequested: ({ agentId, title }: { agentId: string; title: string }, reason: string) =>
      forExisting(agentId, {
        kind: 'listing_changes_requested',
        link: AGENT_LISTINGS,
        words: (w) => ({
          title: w.t('listingChangesRequested.title', { title }),
          body: w.t('listingChangesRequested.body', { title, reason }),
        }),
      }),
    listingExpiring: ({ agentId, title }: { agentId: string; title: string }, expiresAt: Date) =>
      forExisting(agentId, {
        kind: 'listing_expiry',
        link: AGENT_LISTINGS,
        words: (w) => ({
          title: w.t('listingExpiring.title', { title }),
          body: w.t('listingExpiring.body', { title, when: w.deadline(expiresAt) }),
        }),
      }),
    listingExpired: ({ agentId, title }: { agentId: string; title: string }) =>
      forExisting(agentId, {
        kind: 'listing_expiry',
        link: AGENT_LISTINGS,
        words: (w) => ({
          title: w.t('listingExpired.title', { title }),
          body: w.t('listingExpired.body', { title }),
        }),
      }),
    listingEditedByAdmin: ({ agentId, title }: { agentId: string | null; title: string }, fields: string[]) =>
      forExisting(agentId, {
        kind: 'admin_action',
        link: AGENT_LISTINGS,
        words: (w) => ({
          title: w.t('listingEdited.title', { title }),
          body: w.t('listingEdited.body', { title, fields: fields.join(', ') }),
        }),
      }),
    listingDeletedByAdmin: ({ agentId, title }: { agentId: string | null; title: string }) =>
      forExisting(agentId, {
        kind: 'admin_action',
        link: AGENT_LISTINGS,
        words: (w) => ({
          title: w.t('listingDeleted.title', { title }),
          body: w.t('listingDeleted.body', { title }),
        }),
      }),
    advertisementChangedByAdmin: (
      { agentId, title }: { agentId: string | null; title: string },
      advertised: boolean,
    ) =>
      forExisting(agentId, {
        kind: 'admin_action',
        link: AGENT_LISTINGS,
        words: (w) =>
          advertised
            ? { title: w.t('advertised.title', { title }), body: w.t('advertised.body', { title }) }
            : { title: w.t('unadvertised.title', { title }), body: w.t('unadvertised.body', { title }) },
      }),
    reviewDeletedByAdmin: ({ authorId, title }: { authorId: string; title: string }) =>
      forExisting(authorId, {
        kind: 'admin_action',
        link: OWN_REVIEWS,
        words: (w) => ({
          title: w.t('reviewDeleted.title', { title }),
          body: w.t('reviewDeleted.body', { title }),
        }),
      }),
    roleChangedByAdmin: (userId: string, role: Role) =>
      forExisting(userId, {
        kind: 'admin_action',
        link: OWN_PROFILE,
        words: (w) => ({ title: w.t('roleChanged.title'), body: w.t(`roleChanged.${role}`) }),
      }),
    twoFactorResetByAdmin: (userId: string) =>
      forExisting(userId, {
        kind: 'admin_action',
        link: OWN_PROFILE,
        words: (w) => ({ title: w.t('twoFactorReset.title'), body: w.t('twoFactorReset.body') }),
      }),
    inquiryReceived: (agentId: string | null, inquiry: InquiryFacts) =>
      forExisting(agentId, {
        kind: 'inquiry_received',
        link: `${AGENT_LEADS}/${inquiry.threadId}`,
        words: (w) => ({
          title: w.t('inquiryReceived.title', { title: inquiry.title }),
          ...naming(w, inquiry.authorId, inquiry.authorName, (author, withTheirWords) =>
            withTheirWords
              ? w.t('inquiryReceived.body', {
                  author,
                  title: inquiry.title,
                  message: excerpt(inquiry.message),
                })
              : w.t('inquiryReceived.bodyWithoutWords', { author, title: inquiry.title }),
          ),
        }),
      }),
    /**
     * A message in a conversation, for the other party (`toAgent`: the listing's agent, else the buyer). An
     * agent answering in a burst e-mails the buyer once per conversation per 10 minutes; the buyer's own
     * messages are few (INQUIRY_RATE_LIMIT), so each e-mails the agent.
     */
    inquiryReply: (recipientId: string | null, toAgent: boolean, inquiry: InquiryFacts) =>
      forExisting(recipientId, {
        kind: 'inquiry_reply',
        link: `${toAgent ? AGENT_LEADS : BUYER_INQUIRIES}/${inquiry.threadId}`,
        ...(!toAgent && { mailAtMostEveryMinutes: BUYER_REPLY_MAIL_MINUTES }),
        words: (w) => ({
          title: w.t('inquiryReply.title', { title: inquiry.title }),
          ...naming(w, inquiry.authorId, inquiry.authorName, (author, withTheirWords) =>
            withTheirWords
              ? w.t('inquiryReply.body', { author, message: excerpt(inquiry.message) })
              : w.t('inquiryReply.bodyWithoutWords', { author }),
          ),
        }),
      }),
    viewingToBuyer: (viewing: ViewingFacts, step: ViewingStepToBuyer) =>
      forExisting(viewing.buyerId, {
        kind: 'viewing_buyer_update',
        link: BUYER_VIEWINGS,
        ...(carriesEvent(step, viewing) && { calendarViewingId: viewing.viewingId }),
        words: (w) => ({
          title: w.t(`viewingToBuyer.${step}.title`, { title: viewing.title }),
          // The reason is the agent's words.
          ...naming(w, viewing.agentId, viewing.agentName, (agent, withTheirWords) => {
            const when = viewingTime(w, viewing)
            const body = w.t(`viewingToBuyer.${step}.body`, { agent, title: viewing.title, when })
            return withReason(w, body, withTheirWords ? viewing.reason : null)
          }),
        }),
      }),
    viewingToAgent: (viewing: ViewingFacts, step: ViewingStepToAgent) =>
      forExisting(viewing.agentId, {
        kind: 'viewing_agent_update',
        link: AGENT_VIEWINGS,
        ...(carriesEvent(step, viewing) && { calendarViewingId: viewing.viewingId }),
        words: (w) => ({
          title: w.t(`viewingToAgent.${step}.title`, { title: viewing.title }),
          // The reason is the buyer's words.
          ...naming(w, viewing.buyerId, viewing.buyerName, (buyer, withTheirWords) => {
            const when = viewingTime(w, viewing)
            const body = w.t(`viewingToAgent.${step}.body`, { buyer, title: viewing.title, when })
            return withReason(w, body, withTheirWords ? viewing.reason : null)
          }),
        }),
      }),
    /** The day before a confirmed viewing, for both parties. */
    viewingReminder: (viewing: ViewingFacts) => [
      ...forExisting(viewing.buyerId, {
        kind: 'viewing_reminder',
        link: BUYER_VIEWINGS,
        words: (w) => ({
          title: w.t('viewingReminder.title', { title: viewing.title }),
          ...naming(w, viewing.agentId, viewing.agentName, (agent) =>
            w.t('viewingReminder.toBuyer', { title: viewing.title, agent, when: viewingTime(w, viewing) }),
          ),
        }),
      }),
      ...forExisting(viewing.agentId, {
        kind: 'viewing_reminder',
        link: AGENT_VIEWINGS,
        words: (w) => ({
          title: w.t('viewingReminder.title', { title: viewing.title }),
          ...naming(w, viewing.buyerId, viewing.buyerName, (buyer) =>
            w.t('viewingReminder.toAgent', { title: viewing.title, buyer, when: viewingTime(w, viewing) }),
          ),
        }),
      }),
    ],
    applicationReceived: (application: ApplicationFacts & { moveInDate: string }) =>
      forExisting(application.agentId, {
        kind: 'application_received',
        link: AGENT_APPLICATIONS,
        words: (w) => ({
          title: w.t('applicationReceived.title', { title: application.title }),
          ...naming(w, application.renterId, application.renterName, (renter) =>
            w.t('applicationReceived.body', {
              renter,
              title: application.title,
              moveInDate: application.moveInDate,
            }),
          ),
        }),
      }),
    applicationWithdrawn: (application: ApplicationFacts) =>
      forExisting(application.agentId, {
        kind: 'application_withdrawn',
        link: AGENT_APPLICATIONS,
        words: (w) => ({
          title: w.t('applicationWithdrawn.title', { title: application.title }),
          ...naming(w, application.renterId, application.renterName, (renter) =>
            w.t('applicationWithdrawn.body', { renter, title: application.title }),
          ),
        }),
      }),
    applicationDecided: (
      application: ApplicationFacts & { reason: string | null },
      status: 'shortlisted' | 'accepted' | 'declined',
    ) =>
      forExisting(application.renterId, {
        kind: 'application_decided',
        link: RENTER_APPLICATIONS,
        words: (w) => ({
          title: w.t(`applicationDecided.${status}.title`, { title: application.title }),
          body: withReason(
            w,
            w.t(`applicationDecided.${status}.body`, { title: application.title }),
            status === 'declined' ? application.reason : null,
          ),
        }),
      }),
    /** Always for the account's owner, so a way in added by someone else does not go unnoticed. */
    signInMethodAdded: (userId: string, method: SignInMethod) => [
      {
        userId,
        kind: 'sign_in_method_added' as const,
        link: OWN_PROFILE,
        words: (w: Words) => {
          const notYou = w.t('signInMethod.notYou')
          switch (method.kind) {
            case 'passkey':
              return {
                title: w.t('signInMethod.passkey.title'),
                body: `${method.name ? w.t('signInMethod.passkey.bodyNamed', { name: method.name }) : w.t('signInMethod.passkey.body')} ${notYou}`,
              }
            case 'two_factor':
              return {
                title: w.t('signInMethod.twoFactor.title'),
                body: `${w.t('signInMethod.twoFactor.body')} ${notYou}`,
              }
            case 'password':
              return {
                title: w.t('signInMethod.password.title'),
                body: w.t(
                  method.passkeysRemoved
                    ? 'signInMethod.password.bodyPasskeysRemoved'
                    : 'signInMethod.password.body',
                ),
              }
          }
        },
      },
    ],
    wishlistShareInvited: (invitee: string, owner: { id: string; name: string }) => [
      {
        userId: invitee,
        kind: 'wishlist_shared' as const,
        link: OWN_WISHLIST,
        words: (w: Words) => ({
          title: w.t('wishlistInvited.title'),
          ...naming(w, owner.id, owner.name, (name) => w.t('wishlistInvited.body', { name })),
        }),
      },
    ],
    wishlistShareAccepted: (ownerId: string, partner: { id: string; name: string }) => [
      {
        userId: ownerId,
        kind: 'wishlist_shared' as const,
        link: OWN_WISHLIST,
        words: (w: Words) => ({
          title: w.t('wishlistAccepted.title'),
          ...naming(w, partner.id, partner.name, (name) => w.t('wishlistAccepted.body', { name })),
        }),
      },
    ],
  }
}

export type NotificationMessages = ReturnType<typeof notificationMessages>
