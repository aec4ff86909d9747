import { formatMoney, type NotificationKind } from '@keyhaven/contract'

/** One notification to write: who it is for and what it says (the words are fixed when the event happens). */
export interface NewNotification {
  userId: string
  kind: NotificationKind
  title: string
  body: string
  /** A path of the web app where the person can act on it. */
  link: string
}

interface OfferFacts {
  agentId: string | null
  buyerId: string | null
  buyerName: string
  title: string
  offerAmount: number
}

// The dashboard pages each notification leads to (see apps/web/src/app/router.tsx).
const BUYER_OFFERS = '/dashboard/property-bought'
const AGENT_OFFERS = '/dashboard/requestedProperties'
const AGENT_SALES = '/dashboard/mySoldProperties'
const AGENT_LISTINGS = '/dashboard/myAddProperties'
const AGENT_LEADS = '/dashboard/leads'
const BUYER_INQUIRIES = '/dashboard/my-inquiries'

interface InquiryFacts {
  threadId: string
  title: string
  authorName: string
  message: string
}

// Enough of a message to decide whether to answer now; the whole of it is in the conversation.
const EXCERPT_LENGTH = 200
const excerpt = (message: string) =>
  message.length > EXCERPT_LENGTH ? `${message.slice(0, EXCERPT_LENGTH).trimEnd()}…` : message

/** Builds each kind's words; a party that no longer has an account (id null) is simply not told. */
export function notificationMessages(currency: string) {
  const money = (amount: number) => formatMoney(amount, currency)
  const forExisting = (userId: string | null, note: Omit<NewNotification, 'userId'>): NewNotification[] =>
    userId ? [{ userId, ...note }] : []

  return {
    offerReceived: (offer: OfferFacts) =>
      forExisting(offer.agentId, {
        kind: 'offer_received',
        title: `New offer on ${offer.title}`,
        body: `${offer.buyerName} offered ${money(offer.offerAmount)} for ${offer.title}.`,
        link: AGENT_OFFERS,
      }),
    offerAccepted: (offer: OfferFacts) =>
      forExisting(offer.buyerId, {
        kind: 'offer_accepted',
        title: `Your offer on ${offer.title} was accepted`,
        body: `Your offer of ${money(offer.offerAmount)} was accepted. Pay for ${offer.title} from Property Bought.`,
        link: BUYER_OFFERS,
      }),
    offerRejected: (offer: OfferFacts) =>
      forExisting(offer.buyerId, {
        kind: 'offer_rejected',
        title: `Your offer on ${offer.title} was rejected`,
        body: `Your offer of ${money(offer.offerAmount)} for ${offer.title} was rejected.`,
        link: BUYER_OFFERS,
      }),
    paymentReceived: (offer: OfferFacts) =>
      forExisting(offer.agentId, {
        kind: 'payment_received',
        title: `Payment received for ${offer.title}`,
        body: `${offer.buyerName} paid ${money(offer.offerAmount)} for ${offer.title}.`,
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
        body: `An admin rejected ${listing.title}. Reason: ${reason}`,
        link: AGENT_LISTINGS,
      }),
    inquiryReceived: (agentId: string | null, inquiry: InquiryFacts) =>
      forExisting(agentId, {
        kind: 'inquiry_received',
        title: `New inquiry about ${inquiry.title}`,
        body: `${inquiry.authorName} wrote about ${inquiry.title}: ${excerpt(inquiry.message)}`,
        link: `${AGENT_LEADS}/${inquiry.threadId}`,
      }),
    /** A message in a conversation, for the other party (`toAgent`: the listing's agent, else the buyer). */
    inquiryReply: (recipientId: string | null, toAgent: boolean, inquiry: InquiryFacts) =>
      forExisting(recipientId, {
        kind: 'inquiry_reply',
        title: `New message about ${inquiry.title}`,
        body: `${inquiry.authorName} wrote: ${excerpt(inquiry.message)}`,
        link: `${toAgent ? AGENT_LEADS : BUYER_INQUIRIES}/${inquiry.threadId}`,
      }),
  }
}

export type NotificationMessages = ReturnType<typeof notificationMessages>
