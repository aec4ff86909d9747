import { A as useVerification, B as inquiriesQuery, C as listingInsightQuery, D as useAdvertise, F as confirmDanger, G as dashboardPaths, I as dialog, K as salesMonthSchema, M as PropertyNotFound, N as askForReason, O as useDeleteProperty, P as confirmChange, R as showResult, S as agentPropertiesQuery, T as propertyQuery, U as useSendReply, V as inquiryQuery, W as useListMutation, b as useEditReview, c as readFilters, f as useDeleteSavedSearch, g as myReviewsQuery, h as allReviewsQuery, i as useDebouncedValue, j as useWithdrawAdvertisement, k as useSaveProperty, m as useSetSearchAlerts, n as useRemoveFromWishlist, o as describeFilters, q as MAX_INQUIRY_MESSAGE_LENGTH, r as wishlistQuery, u as savedSearchesQuery, x as adminPropertiesQuery, y as useDeleteReview } from "./api-B0L5Zlv8.js";
import { d as useLocation, f as useNavigate, h as useSearchParams, i as Outlet, p as useParams, t as Link } from "./chunk-7RTFRKQW-bWUpzsSR.js";
import { t as PagedView } from "./paged-view-D820o-mT.js";
import { A as EmptyState, F as LISTING_TYPES, I as PROPERTY_CATEGORIES, J as verificationStatusSchema, L as VERIFICATION_STATUSES, M as LoadingState, U as propertyInputSchema, Y as OFFER_EXPIRED_NOTE, _ as noOfferReason, a as pageOf, b as useAuth, d as StatusBadge, f as CardList, h as Avatar, j as ErrorState, k as paths, l as QueryView, o as usePageParam, p as ListingCard, s as fetchPage, t as formatAmount, v as saleStateOf, x as ownRecordQuery, z as insertedIdSchema } from "../entry-server.js";
import { a as isNotFound, i as apiRequest, t as ApiError } from "./api-client-CtE8tGP5.js";
import { a as text, i as paginationQuerySchema, n as emailQueryField } from "./common-CpSAhRKJ.js";
import { t as DataTable } from "./data-table-CSwjO4lT.js";
import { n as modifiedCountSchema, s as userRecordSchema, t as deletedCountSchema } from "./users-FFqYGUBW.js";
import { a as fieldA11y, i as ReadOnlyField, n as FormField, r as InputField, t as uploadImage } from "./upload-image-CQ5nQ2_f.js";
import { r as reviewEditSchema } from "./reviews-lgEzlhBt.js";
import { t as SideSheet } from "./side-sheet-Cf39NM_M.js";
import { n as NOTIFICATION_KIND_INFO, t as NOTIFICATION_KINDS } from "./notifications-Bj4xDnKc.js";
import { a as useSaveNotificationPreferences, t as notificationPreferencesQuery } from "./api-CLHLzXU_.js";
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from "react";
import { z } from "zod";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
var offerStatusSchema = z.enum([
	"pending",
	"accepted",
	"rejected",
	"bought",
	"expired"
]);
var offerSchema = z.object({
	_id: z.uuid(),
	propertyId: z.uuid().nullable(),
	title: z.string(),
	location: z.string(),
	image: z.string(),
	agentName: z.string().nullable(),
	agentEmail: z.string().nullable(),
	offerAmount: z.number(),
	buyerEmail: z.string(),
	buyerName: z.string(),
	buyingDate: z.iso.date(),
	status: offerStatusSchema,
	transactionId: z.string().nullable(),
	/** The accepted offer's payment deadline (set when it is accepted); past it, the offer expires. */
	paymentDueAt: z.iso.datetime().nullable(),
	createdAt: z.iso.datetime()
}).meta({ id: "Offer" });
/**
* What a buyer sends. Only the property, the amount and the date are read: title, agent, buyer and status
* always come from the database and the caller.
*/
var offerInputSchema = z.object({
	propertyId: z.uuid({ error: "propertyId must be a property id" }),
	offerAmount: z.number({ error: (issue) => issue.input === void 0 || issue.input === null || Number.isNaN(issue.input) ? "Offer amount is required" : "Offer amount must be a number" }).positive({ error: "Offer amount must be greater than zero" }).multipleOf(.01, { error: "Offer amount must have at most two decimals" }),
	buyingDate: z.iso.date({ error: "Buying date is required (YYYY-MM-DD)" })
}).meta({ id: "OfferInput" });
paginationQuerySchema.extend({ buyerEmail: emailQueryField("buyerEmail") });
paginationQuerySchema.extend({ email: emailQueryField("email") });
z.object({ propertyId: z.uuid({ error: "propertyId must be a property id" }).optional() }).meta({ id: "AcceptOffer" });
var acceptOfferResultSchema = z.object({
	accepted: z.object({ modifiedCount: z.number().int() }),
	rejected: z.object({ modifiedCount: z.number().int() })
}).meta({ id: "AcceptOfferResult" });
z.object({ reason: text({
	multiline: true,
	error: "must be text: say why the offer is released"
}).trim().min(1, { error: "is required: say why the offer is released" }).max(500, { error: `must be at most 500 characters` }) }).meta({ id: "ReleaseOffer" });
var DAY_MS = 864e5;
var HOUR_MS = 36e5;
var isoDay = (time) => new Date(time).toISOString().slice(0, 10);
/**
* The buying date's own rule, shared with the server: not before today and at most MAX_BUYING_DATE_DAYS ahead.
* "Today" is any date that is today somewhere on Earth (UTC-12 to UTC+14), so no buyer's own today is refused.
*/
function buyingDateProblem(date, now = /* @__PURE__ */ new Date()) {
	const time = now.getTime();
	if (date < isoDay(time - 12 * HOUR_MS)) return "Buying date cannot be in the past";
	if (date > isoDay(time + 14 * HOUR_MS + 730 * DAY_MS)) return `Buying date must be within 730 days from today`;
	return null;
}
/** The checks of the Make an Offer form, shared with the server's own. */
function offerAmountProblem(amount, low, high) {
	if (amount < low || amount > high) return `Offer must be between ${low} and ${high}`;
	return null;
}
// ../../packages/contract/src/payments.ts
/** `GET /payments/{offerId}`: what the buyer is about to pay (amount from the database). */
var paymentQuoteSchema = z.object({
	offerId: z.uuid(),
	title: z.string(),
	offerAmount: z.number(),
	status: offerStatusSchema,
	transactionId: z.string().nullable()
}).meta({ id: "PaymentQuote" });
z.object({
	offerId: z.uuid({ error: "offerId must be an offer id" }),
	amountInCents: z.number().optional()
}).meta({ id: "CreatePaymentIntent" });
var paymentIntentSchema = z.object({
	clientSecret: z.string(),
	paymentIntentId: z.string(),
	amountInCents: z.number().int(),
	/** `stripe` with a publishable key for Stripe Elements, or `test` for the built-in test gateway. */
	gateway: z.enum(["stripe", "test"]),
	publishableKey: z.string().nullable()
}).meta({ id: "PaymentIntent" });
/** The built-in test gateway's card form (used only when no Stripe keys are configured). */
var testCardSchema = z.object({
	clientSecret: text().min(1, { error: "clientSecret is required" }),
	cardNumber: text({ error: "Card number is required" }).transform((value) => value.replace(/\s+/g, "")).pipe(z.string().regex(/^\d{12,19}$/, { error: "Card number must be 12 to 19 digits" })),
	expiry: text({ error: "Expiry is required" }).regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: "Expiry must look like MM/YY" }),
	cvc: text({ error: "CVC is required" }).regex(/^\d{3,4}$/, { error: "CVC must be 3 or 4 digits" })
}).meta({ id: "TestCard" });
var testCardResultSchema = z.object({
	status: z.literal("succeeded"),
	paymentIntentId: z.string()
}).meta({ id: "TestCardResult" });
z.object({
	offerId: z.uuid({ error: "offerId must be an offer id" }),
	transactionId: text().min(1, { error: "transactionId is required" }).max(255),
	amount: z.number().optional(),
	email: text().optional(),
	userName: text().optional(),
	status: text().optional()
}).meta({ id: "RecordPayment" });
var paymentRecordSchema = z.object({
	insertedId: z.string().nullable(),
	transactionId: z.string(),
	amount: z.number(),
	offerId: z.uuid()
}).meta({ id: "PaymentRecord" });
var soldPropertySchema = z.object({
	_id: z.uuid(),
	title: z.string(),
	location: z.string(),
	buyerName: z.string(),
	buyerEmail: z.string(),
	soldPrice: z.number()
}).meta({ id: "SoldProperty" });
paginationQuerySchema.extend({ agentEmail: emailQueryField("agentEmail") });
z.object({ email: emailQueryField("email") });
var agentTotalSchema = z.object({ totalAmount: z.number() }).meta({ id: "AgentTotal" });
// src/components/dashboard-page.tsx
/** A dashboard screen: its document title, heading and optional actions beside the heading. */
function DashboardPage({ id, title, actions, children }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		children: [
			/* @__PURE__ */ jsx("title", { children: `${title} · Keyhaven` }),
			/* @__PURE__ */ jsxs("div", {
				className: "mb-6 flex flex-wrap items-center justify-between gap-4",
				children: [/* @__PURE__ */ jsx("h1", {
					id,
					className: "text-2xl font-bold",
					children: title
				}), actions]
			}),
			children
		]
	});
}
// src/features/inquiries/inquiry-pages.tsx
var SIDES = {
	agent: {
		title: "Leads",
		list: dashboardPaths.leads,
		one: dashboardPaths.lead,
		loading: "Loading your leads...",
		error: "We could not load your leads.",
		empty: "No inquiries about your listings yet. They appear here when someone contacts you."
	},
	buyer: {
		title: "My Inquiries",
		list: dashboardPaths.myInquiries,
		one: dashboardPaths.myInquiry,
		loading: "Loading your inquiries...",
		error: "We could not load your inquiries.",
		empty: "You have not contacted an agent yet. Use Contact agent on a listing to ask a question."
	}
};
var when = new Intl.DateTimeFormat("en-US", {
	dateStyle: "medium",
	timeStyle: "short"
});
var formatTime = (iso) => when.format(new Date(iso));
function InquiryList({ side }) {
	const copy = SIDES[side];
	const [page, setPage] = usePageParam();
	const threads = useQuery(inquiriesQuery(side, page));
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "inquiries-title",
		title: copy.title,
		children: /* @__PURE__ */ jsx(PagedView, {
			query: threads,
			page,
			pageSize: 10,
			onPage: setPage,
			loading: copy.loading,
			error: copy.error,
			empty: copy.empty,
			children: (data) => /* @__PURE__ */ jsx(Fragment, { children: /* @__PURE__ */ jsx("ul", {
				"aria-label": copy.title,
				"aria-busy": threads.isPlaceholderData,
				className: "flex flex-col gap-3",
				children: data.items.map((thread) => {
					const other = side === "agent" ? thread.buyerName : thread.agentName ?? "The agent";
					return /* @__PURE__ */ jsx("li", {
						className: "card card-border bg-base-100",
						children: /* @__PURE__ */ jsxs("div", {
							className: "card-body flex-row gap-4 p-4",
							children: [/* @__PURE__ */ jsx("img", {
								src: thread.propertyImage,
								alt: "",
								className: "hidden h-16 w-24 shrink-0 rounded object-cover sm:block",
								loading: "lazy"
							}), /* @__PURE__ */ jsxs("div", {
								className: "min-w-0 flex-1",
								children: [
									/* @__PURE__ */ jsx("h2", {
										className: "font-semibold break-words",
										children: /* @__PURE__ */ jsx(Link, {
											to: copy.one(thread._id),
											className: "link link-hover",
											children: thread.propertyTitle
										})
									}),
									/* @__PURE__ */ jsxs("p", {
										className: "text-sm text-base-content/80",
										children: [
											side === "agent" ? `From ${other}` : `With ${other}`,
											" ·",
											" ",
											thread.messageCount === 1 ? "1 message" : `${thread.messageCount} messages`,
											" ·",
											" ",
											/* @__PURE__ */ jsx("time", {
												dateTime: thread.lastMessageAt,
												children: formatTime(thread.lastMessageAt)
											})
										]
									}),
									/* @__PURE__ */ jsxs("p", {
										className: "mt-1 truncate text-base-content/90",
										children: [/* @__PURE__ */ jsx("span", {
											className: "font-medium",
											children: thread.lastFromAgent === (side === "agent") ? "You: " : `${other}: `
										}), thread.lastMessage]
									})
								]
							})]
						})
					}, thread._id);
				})
			}) })
		})
	});
}
function MessageItem({ message, own }) {
	return /* @__PURE__ */ jsxs("li", {
		className: `chat ${own ? "chat-end" : "chat-start"}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "chat-header flex flex-wrap gap-2 text-sm",
			children: [/* @__PURE__ */ jsx("span", {
				className: "font-medium",
				children: own ? "You" : message.authorName
			}), /* @__PURE__ */ jsx("time", {
				dateTime: message.createdAt,
				className: "text-base-content/80",
				children: formatTime(message.createdAt)
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: `chat-bubble max-w-[min(36rem,90%)] break-words whitespace-pre-line ${own ? "chat-bubble-primary" : ""}`,
			children: [
				message.body,
				message.phone && /* @__PURE__ */ jsxs("p", {
					className: "mt-2 text-sm",
					children: ["Phone: ", message.phone]
				}),
				message.viewingTimes.length > 0 && /* @__PURE__ */ jsxs("div", {
					className: "mt-2 text-sm",
					children: [/* @__PURE__ */ jsx("p", { children: "Proposed viewing times:" }), /* @__PURE__ */ jsx("ul", {
						className: "list-inside list-disc",
						children: message.viewingTimes.map((time) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("time", {
							dateTime: time,
							children: formatTime(time)
						}) }, time))
					})]
				})
			]
		})]
	});
}
function ReplyForm({ thread }) {
	const [text, setText] = useState("");
	const [problem, setProblem] = useState(null);
	const reply = useSendReply({
		onSuccess: () => {
			setText("");
			toast.success("Reply sent.");
		},
		onError: (error) => {
			const detail = error instanceof ApiError ? error.detail : error.message;
			setProblem(detail);
			toast.error(`Your reply was not sent. ${detail}`);
		}
	});
	const onSubmit = (event) => {
		event.preventDefault();
		if (!text.trim()) return setProblem("Write a reply first");
		reply.mutate({
			id: thread._id,
			message: text.trim()
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit,
		className: "mt-6 flex flex-col gap-2",
		noValidate: true,
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: "reply-text",
				className: "text-sm font-medium",
				children: "Your reply"
			}),
			/* @__PURE__ */ jsx("textarea", {
				id: "reply-text",
				className: "textarea h-28 w-full",
				value: text,
				maxLength: MAX_INQUIRY_MESSAGE_LENGTH,
				"aria-invalid": problem ? true : void 0,
				"aria-describedby": problem ? "reply-text-error" : void 0,
				onChange: (event) => {
					setText(event.target.value);
					setProblem(null);
				}
			}),
			problem && /* @__PURE__ */ jsx("p", {
				id: "reply-text-error",
				role: "alert",
				className: "text-sm text-error",
				children: problem
			}),
			/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "btn btn-primary",
				disabled: reply.isPending,
				children: reply.isPending ? "Sending..." : "Send reply"
			}) })
		]
	});
}
function ThreadView({ side }) {
	const { id = "" } = useParams();
	const copy = SIDES[side];
	const thread = useQuery(inquiryQuery(id));
	const back = /* @__PURE__ */ jsxs(Link, {
		to: copy.list,
		className: "btn btn-ghost btn-sm",
		children: ["Back to ", copy.title]
	});
	if (thread.isError && (isNotFound(thread.error) || thread.error instanceof ApiError && thread.error.status === 403)) return /* @__PURE__ */ jsx(DashboardPage, {
		id: "thread-title",
		title: "Conversation",
		actions: back,
		children: /* @__PURE__ */ jsx(EmptyState, { children: "This conversation does not exist, or it is not yours." })
	});
	const data = thread.data;
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "thread-title",
		title: data ? data.propertyTitle : "Conversation",
		actions: back,
		children: /* @__PURE__ */ jsx(QueryView, {
			query: thread,
			loading: "Loading the conversation...",
			error: "We could not load the conversation.",
			children: (conversation) => /* @__PURE__ */ jsxs(Fragment, { children: [
				/* @__PURE__ */ jsxs("p", {
					className: "mb-4 text-base-content/80",
					children: [side === "agent" ? `${conversation.buyerName} asked about ` : `Your conversation with ${conversation.agentName ?? "the agent"} about `, /* @__PURE__ */ jsx(Link, {
						to: paths.propertyDetails(conversation.propertyId),
						className: "link",
						children: conversation.propertyTitle
					})]
				}),
				/* @__PURE__ */ jsx("ol", {
					"aria-label": "Messages",
					className: "flex flex-col gap-2",
					children: conversation.messages.map((message) => /* @__PURE__ */ jsx(MessageItem, {
						message,
						own: message.fromAgent === (side === "agent")
					}, message._id))
				}),
				conversation.canReply ? /* @__PURE__ */ jsx(ReplyForm, { thread: conversation }) : /* @__PURE__ */ jsx("p", {
					className: "mt-6 text-base-content/80",
					children: "This conversation is closed: no more replies can be sent."
				})
			] })
		})
	});
}
var LeadsPage = () => /* @__PURE__ */ jsx(InquiryList, { side: "agent" });
var MyInquiriesPage = () => /* @__PURE__ */ jsx(InquiryList, { side: "buyer" });
var LeadPage = () => /* @__PURE__ */ jsx(ThreadView, { side: "agent" });
var MyInquiryPage = () => /* @__PURE__ */ jsx(ThreadView, { side: "buyer" });
// src/features/offers/api.ts
/** The root key of every offers list (the buyer's and the agent's). */
var OFFERS_KEY = ["offers"];
var buyerOffersQuery = (buyerEmail, page) => queryOptions({
	queryKey: [
		...OFFERS_KEY,
		"buyer",
		{
			buyerEmail,
			page
		}
	],
	queryFn: async ({ signal }) => {
		return fetchPage("/offers", {
			item: offerSchema,
			query: {
				buyerEmail,
				page,
				limit: 12
			},
			signal
		});
	},
	placeholderData: keepPreviousData
});
var agentOffersQuery = (email, page) => queryOptions({
	queryKey: [
		...OFFERS_KEY,
		"agent",
		{
			email,
			page
		}
	],
	queryFn: async ({ signal }) => {
		return fetchPage("/offers/agent", {
			item: offerSchema,
			query: {
				email,
				page,
				limit: 12
			},
			signal
		});
	},
	placeholderData: keepPreviousData
});
/** Accepted offers not yet paid, soonest deadline first (admins). */
var awaitingPaymentQuery = (page) => queryOptions({
	queryKey: [
		...OFFERS_KEY,
		"awaiting-payment",
		{ page }
	],
	queryFn: async ({ signal }) => {
		return fetchPage("/offers/awaiting-payment", {
			item: offerSchema,
			query: {
				page,
				limit: 12
			},
			signal
		});
	},
	placeholderData: keepPreviousData
});
var makeOffer = (input) => apiRequest("/offers", {
	method: "POST",
	body: input,
	schema: insertedIdSchema
});
var acceptOffer = (offer) => apiRequest(`/offers/accept/${offer._id}`, {
	method: "PATCH",
	body: offer.propertyId ? { propertyId: offer.propertyId } : {},
	schema: acceptOfferResultSchema
});
var rejectOffer = (offer) => apiRequest(`/offers/reject/${offer._id}`, {
	method: "PATCH",
	schema: modifiedCountSchema
});
/** The buyer takes back their own pending offer. */
var withdrawOffer = (offer) => apiRequest(`/offers/${offer._id}`, {
	method: "DELETE",
	schema: deletedCountSchema
});
/** An admin ends an accepted, unpaid offer; the buyer and the agent are told the reason. */
var releaseOffer = ({ offer, reason }) => apiRequest(`/offers/release/${offer._id}`, {
	method: "PATCH",
	body: { reason },
	schema: modifiedCountSchema
});
/** Refetches every offers list: after an offer is made, decided, withdrawn or paid for. */
function useRefreshOffers() {
	const queryClient = useQueryClient();
	return () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY });
}
var useMakeOffer = (outcome) => useListMutation(OFFERS_KEY, makeOffer, outcome);
var useAcceptOffer = (outcome) => useListMutation(OFFERS_KEY, acceptOffer, outcome);
var useRejectOffer = (outcome) => useListMutation(OFFERS_KEY, rejectOffer, outcome);
var useWithdrawOffer = (outcome) => useListMutation(OFFERS_KEY, withdrawOffer, outcome);
var useReleaseOffer = (outcome) => useListMutation(OFFERS_KEY, releaseOffer, outcome);
// src/features/offers/payment-deadline.ts
var deadlineFormat = new Intl.DateTimeFormat("en-US", {
	dateStyle: "medium",
	timeStyle: "short"
});
/** An accepted offer's payment deadline in words (the offer expires unpaid after it). */
var formatDeadline = (paymentDueAt) => deadlineFormat.format(new Date(paymentDueAt));
// src/features/offers/awaiting-payment-page.tsx
/**
* The admin's view of every home under contract and not yet paid for, soonest deadline first: an offer may be
* released (it expires at once and the home takes offers again) with a reason the buyer and agent are told.
*/
function AwaitingPaymentPage() {
	const [page, setPage] = usePageParam();
	const offers = useQuery(awaitingPaymentQuery(page));
	const release = useReleaseOffer({
		onSuccess: (_result, { offer }) => toast.success(`The offer on ${offer.title} has been released.`),
		onError: (error) => toast.error(`Failed to release the offer. ${error.message}`)
	});
	const onRelease = async (offer) => {
		const reason = await askForReason(`Release the offer of ${offer.buyerName} on ${offer.title}?`, {
			label: "Reason (the buyer and the agent will see it); the home takes offers again",
			maxLength: 500
		});
		if (reason) release.mutate({
			offer,
			reason
		});
	};
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "awaiting-payment-title",
		title: "Awaiting Payment",
		children: /* @__PURE__ */ jsx(PagedView, {
			query: offers,
			page,
			pageSize: 12,
			onPage: setPage,
			loading: "Loading accepted offers...",
			error: "We could not load the accepted offers.",
			empty: "No accepted offer is waiting for payment.",
			children: (data) => /* @__PURE__ */ jsx(DataTable, {
				caption: `${data.total} accepted offers waiting for payment`,
				busy: offers.isPlaceholderData,
				rows: data.items,
				rowKey: (offer) => offer._id,
				columns: [
					{
						label: "Title",
						cell: (offer) => offer.title
					},
					{
						label: "Buyer",
						cell: (offer) => /* @__PURE__ */ jsxs("div", {
							className: "min-w-0",
							children: [/* @__PURE__ */ jsx("p", { children: offer.buyerName }), /* @__PURE__ */ jsx("p", {
								className: "text-xs text-base-content/80 md:whitespace-nowrap",
								children: offer.buyerEmail
							})]
						})
					},
					{
						label: "Agent",
						cell: (offer) => offer.agentName ?? "Unknown"
					},
					{
						label: "Offer",
						kind: "nowrap",
						cell: (offer) => formatAmount(offer.offerAmount)
					},
					{
						label: "Pay by",
						kind: "nowrap",
						cell: (offer) => offer.paymentDueAt ? formatDeadline(offer.paymentDueAt) : "-"
					},
					{
						label: "Actions",
						kind: "actions",
						cell: (offer) => /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-sm btn-error btn-outline",
							disabled: release.isPending,
							"aria-label": `Release the offer of ${offer.buyerName} on ${offer.title}`,
							onClick: () => onRelease(offer),
							children: release.isPending && release.variables?.offer._id === offer._id ? "Releasing..." : "Release"
						})
					}
				]
			})
		})
	});
}
// src/features/offers/make-offer-page.tsx
var isoDate = (date) => date.toISOString().slice(0, 10);
/** The two fields a buyer fills, checked as the server checks them (a date ahead, within the limit). */
var offerFormSchema = offerInputSchema.pick({
	offerAmount: true,
	buyingDate: true
}).superRefine(({ buyingDate }, ctx) => {
	const problem = buyingDateProblem(buyingDate);
	if (problem) ctx.addIssue({
		code: "custom",
		path: ["buyingDate"],
		message: problem
	});
});
/**
* The original product passes the wishlist item as navigation state; this page reads the listing itself, so a reload or a
* shared link works too, and the range checked is the listing's current one.
*/
function MakeOfferPage() {
	const { id = "" } = useParams();
	const navigate = useNavigate();
	const { state } = useAuth();
	const property = useQuery(propertyQuery(id));
	if (property.isPending) return /* @__PURE__ */ jsx(LoadingState, { label: "Loading property..." });
	if (property.isError) {
		if (isNotFound(property.error)) return /* @__PURE__ */ jsx(PropertyNotFound, {});
		return /* @__PURE__ */ jsx(ErrorState, {
			message: "We could not load this property.",
			onRetry: () => property.refetch()
		});
	}
	const p = property.data;
	const refusal = noOfferReason(p);
	if (refusal) return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "make-offer-title",
		className: "mx-auto max-w-3xl",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Make an Offer · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				id: "make-offer-title",
				className: "mb-6 text-2xl font-bold",
				children: "Make an Offer"
			}),
			/* @__PURE__ */ jsx("p", {
				role: "note",
				className: "alert alert-info",
				children: p.listingType === "rent" ? `${p.title} is for rent. ${refusal}` : `${p.title}: ${refusal}`
			})
		]
	});
	const buyer = state.status === "signed-in" ? state.user : {
		name: "",
		email: ""
	};
	return /* @__PURE__ */ jsx(OfferForm, {
		property: p,
		buyer,
		onSent: () => navigate(dashboardPaths.propertyBought)
	});
}
function OfferForm({ property: p, buyer, onSent }) {
	const today = /* @__PURE__ */ new Date();
	const latest = new Date(today.getTime() + 63072e6);
	const { register, handleSubmit, setError, formState: { errors } } = useForm({ resolver: zodResolver(offerFormSchema) });
	const offer = useMakeOffer({
		onSuccess: () => {
			toast.success("Offer sent! The agent will accept or reject it.");
			onSent();
		},
		onError: (error) => {
			if (error instanceof ApiError && (error.field === "buyingDate" || error.field === "offerAmount")) setError(error.field, { message: error.detail });
			else dialog.fire({
				icon: "error",
				title: "Something went wrong!",
				text: error.message
			});
		}
	});
	const submit = async ({ offerAmount, buyingDate }) => {
		const problem = offerAmountProblem(offerAmount, p.priceLow, p.priceHigh);
		if (problem) return void await dialog.fire({
			icon: "error",
			title: "Invalid Offer",
			text: problem
		});
		offer.mutate({
			propertyId: p._id,
			offerAmount: Math.round(offerAmount * 100) / 100,
			buyingDate
		});
	};
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "make-offer-title",
		className: "mx-auto max-w-3xl",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Make an Offer · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				id: "make-offer-title",
				className: "mb-6 text-2xl font-bold",
				children: "Make an Offer"
			}),
			/* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: handleSubmit(submit),
				className: "grid gap-4 md:grid-cols-2",
				children: [
					/* @__PURE__ */ jsx(ReadOnlyField, {
						id: "offer-title",
						label: "Property title",
						value: p.title
					}),
					/* @__PURE__ */ jsx(ReadOnlyField, {
						id: "offer-location",
						label: "Location",
						value: p.location
					}),
					/* @__PURE__ */ jsx(ReadOnlyField, {
						id: "offer-agent",
						label: "Agent name",
						value: p.agentName ?? "Unknown"
					}),
					/* @__PURE__ */ jsx(ReadOnlyField, {
						id: "offer-range",
						label: "Price range",
						value: p.priceRange
					}),
					/* @__PURE__ */ jsx(ReadOnlyField, {
						id: "offer-buyer-name",
						label: "Buyer name",
						value: buyer.name
					}),
					/* @__PURE__ */ jsx(ReadOnlyField, {
						id: "offer-buyer-email",
						label: "Buyer email",
						value: buyer.email
					}),
					/* @__PURE__ */ jsx(InputField, {
						id: "offer-amount",
						label: "Offer amount",
						error: errors.offerAmount,
						type: "number",
						step: "0.01",
						min: p.priceLow,
						max: p.priceHigh,
						...register("offerAmount", { valueAsNumber: true })
					}),
					/* @__PURE__ */ jsx(InputField, {
						id: "offer-date",
						label: "Buying date",
						error: errors.buyingDate,
						type: "date",
						min: isoDate(today),
						max: isoDate(latest),
						...register("buyingDate")
					}),
					/* @__PURE__ */ jsx("div", {
						className: "md:col-span-2",
						children: /* @__PURE__ */ jsx("button", {
							type: "submit",
							className: "btn btn-primary",
							disabled: offer.isPending,
							children: offer.isPending ? "Sending..." : "Offer"
						})
					})
				]
			})
		]
	});
}
// src/features/offers/offer-status-badge.tsx
var BADGES = {
	accepted: {
		label: "Accepted",
		colour: "badge-success"
	},
	pending: {
		label: "Pending",
		colour: "badge-warning"
	},
	bought: {
		label: "Bought",
		colour: "badge-info"
	},
	rejected: {
		label: "Rejected",
		colour: "badge-ghost"
	},
	expired: {
		label: "Expired",
		colour: "badge-ghost"
	}
};
/** Accepted green, pending yellow, bought blue, anything else (rejected, expired) grey. */
function OfferStatusBadge({ status }) {
	const { label, colour } = BADGES[status];
	return /* @__PURE__ */ jsx("span", {
		className: `badge ${colour}`,
		children: label
	});
}
// src/features/offers/property-bought-page.tsx
function PropertyBoughtPage() {
	const { state } = useAuth();
	const email = state.status === "signed-in" ? state.user.email : "";
	const [page, setPage] = usePageParam();
	const offers = useQuery(buyerOffersQuery(email, page));
	const withdrawal = useWithdrawOffer({
		onSuccess: () => toast.success("Your offer has been withdrawn."),
		onError: (error) => toast.error(`Failed to withdraw the offer. ${error.message}`)
	});
	const onWithdraw = async (offer) => {
		if (await confirmDanger("Withdraw this offer?", `The agent of ${offer.title} will no longer see your offer of ${formatAmount(offer.offerAmount)}. You can make a new one later.`, "Yes, withdraw it")) withdrawal.mutate(offer);
	};
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "bought-title",
		title: "Property Bought",
		children: /* @__PURE__ */ jsx(PagedView, {
			query: offers,
			page,
			pageSize: 12,
			onPage: setPage,
			loading: "Loading your offers...",
			error: "We could not load your offers.",
			empty: "You have no offers yet.",
			children: (data) => /* @__PURE__ */ jsx(CardList, {
				label: "My offers",
				items: data.items,
				children: (offer) => /* @__PURE__ */ jsxs(ListingCard, {
					image: offer.image,
					title: offer.title,
					location: offer.location,
					badge: /* @__PURE__ */ jsx(OfferStatusBadge, { status: offer.status }),
					agent: {
						name: offer.agentName,
						image: null
					},
					actions: offer.status === "pending" ? /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-outline btn-error btn-sm",
						disabled: withdrawal.isPending,
						"aria-label": `Withdraw your offer on ${offer.title}`,
						onClick: () => onWithdraw(offer),
						children: withdrawal.isPending && withdrawal.variables?._id === offer._id ? "Withdrawing..." : "Withdraw"
					}) : offer.status === "accepted" && !offer.transactionId && /* @__PURE__ */ jsx(Link, {
						to: dashboardPaths.payment(offer._id),
						state: { offer },
						className: "btn btn-primary btn-sm",
						"aria-label": `Pay for ${offer.title}`,
						children: "Pay"
					}),
					children: [
						/* @__PURE__ */ jsxs("p", { children: [
							/* @__PURE__ */ jsx("span", {
								className: "font-medium",
								children: "Offered:"
							}),
							" ",
							formatAmount(offer.offerAmount)
						] }),
						offer.status === "accepted" && offer.paymentDueAt && /* @__PURE__ */ jsxs("p", {
							className: "font-medium",
							children: ["Pay by ", formatDeadline(offer.paymentDueAt)]
						}),
						offer.transactionId && /* @__PURE__ */ jsxs("p", {
							className: "break-all text-sm",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "font-medium",
									children: "Transaction id:"
								}),
								" ",
								offer.transactionId
							]
						})
					]
				})
			})
		})
	});
}
// src/features/offers/requested-offers-page.tsx
function RequestedOffersPage() {
	const { state } = useAuth();
	const email = state.status === "signed-in" ? state.user.email : "";
	const [page, setPage] = usePageParam();
	const offers = useQuery(agentOffersQuery(email, page));
	const accept = useAcceptOffer({
		onSuccess: () => showResult("success", "Accepted", "Offer has been accepted"),
		onError: (error) => showResult("error", "Failed to accept offer", error.message)
	});
	const reject = useRejectOffer({
		onSuccess: () => showResult("success", "Rejected", "Offer has been rejected"),
		onError: (error) => showResult("error", "Failed to reject offer", error.message)
	});
	const busy = accept.isPending || reject.isPending;
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "requested-title",
		title: "Requested Properties",
		children: /* @__PURE__ */ jsx(PagedView, {
			query: offers,
			page,
			pageSize: 12,
			onPage: setPage,
			loading: "Loading offers...",
			error: "We could not load the offers.",
			empty: "No offers on your properties yet.",
			children: (data) => /* @__PURE__ */ jsx(Fragment, { children: /* @__PURE__ */ jsx(DataTable, {
				caption: `${data.total} offers on your properties`,
				busy: offers.isPlaceholderData,
				rows: data.items,
				rowKey: (offer) => offer._id,
				columns: [
					{
						label: "Image",
						cell: (offer) => /* @__PURE__ */ jsx("img", {
							src: offer.image,
							alt: "",
							className: "h-12 w-16 rounded object-cover",
							loading: "lazy"
						})
					},
					{
						label: "Title",
						cell: (offer) => offer.title
					},
					{
						label: "Location",
						cell: (offer) => offer.location
					},
					{
						label: "Buyer",
						cell: (offer) => /* @__PURE__ */ jsxs("div", {
							className: "min-w-0",
							children: [/* @__PURE__ */ jsx("p", { children: offer.buyerName }), /* @__PURE__ */ jsx("p", {
								className: "text-xs text-base-content/80 md:whitespace-nowrap",
								children: offer.buyerEmail
							})]
						})
					},
					{
						label: "Offer",
						kind: "nowrap",
						cell: (offer) => formatAmount(offer.offerAmount)
					},
					{
						label: "Buy date",
						kind: "nowrap",
						cell: (offer) => offer.buyingDate
					},
					{
						label: "Status",
						cell: (offer) => /* @__PURE__ */ jsx(OfferStatusBadge, { status: offer.status })
					},
					{
						label: "Actions",
						kind: "actions",
						cell: (offer) => offer.status === "pending" && /* @__PURE__ */ jsxs("div", {
							className: "flex gap-2",
							children: [/* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-sm btn-success",
								disabled: busy,
								"aria-label": `Accept the offer of ${offer.buyerName} on ${offer.title}`,
								onClick: () => accept.mutate(offer),
								children: "Accept"
							}), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-sm btn-error",
								disabled: busy,
								"aria-label": `Reject the offer of ${offer.buyerName} on ${offer.title}`,
								onClick: () => reject.mutate(offer),
								children: "Reject"
							})]
						})
					}
				]
			}) })
		})
	});
}
// src/features/payments/api.ts
var PAYMENTS_KEY = ["payments"];
var paymentQuoteQuery = (offerId) => queryOptions({
	queryKey: [
		...PAYMENTS_KEY,
		"quote",
		offerId
	],
	queryFn: async ({ signal }) => (await apiRequest(`/payments/${offerId}`, {
		schema: paymentQuoteSchema,
		signal
	})).data
});
/**
* The payment intent of an accepted offer, made once when the payment page opens (never refetched: each
* request would make another). The amount sent is the original client's (docs/decisions/0001); the server
* charges the accepted offer's own amount whatever it says.
*/
var paymentIntentQuery = (offerId, amount) => queryOptions({
	queryKey: [
		...PAYMENTS_KEY,
		"intent",
		offerId
	],
	queryFn: () => createPaymentIntent(offerId, amount),
	staleTime: Number.POSITIVE_INFINITY,
	retry: false
});
var createPaymentIntent = async (offerId, amount) => (await apiRequest("/create-payment-intent", {
	method: "POST",
	body: {
		offerId,
		amountInCents: Math.round(amount * 100)
	},
	schema: paymentIntentSchema
})).data;
var confirmTestCard = async (card) => (await apiRequest("/test-gateway/confirm", {
	method: "POST",
	body: card,
	schema: testCardResultSchema
})).data;
var recordPayment = async (offerId, transactionId) => (await apiRequest("/payments", {
	method: "POST",
	body: {
		offerId,
		transactionId
	},
	schema: paymentRecordSchema
})).data;
/** Records a confirmed payment; the offer lists and the payment quotes then show it bought. */
function useRecordPayment() {
	const queryClient = useQueryClient();
	const refreshOffers = useRefreshOffers();
	return async (offerId, transactionId) => {
		const record = await recordPayment(offerId, transactionId);
		await Promise.all([refreshOffers(), queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY })]);
		return record;
	};
}
// src/features/payments/test-card-form.tsx
/** The card fields as the form holds them; the client secret travels beside them. */
var cardFieldsSchema = testCardSchema.omit({ clientSecret: true });
/** Digits only, grouped by four as on the card. */
var formatCardNumber = (text) => text.replace(/\D/g, "").slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
/**
* The built-in test gateway's card form, used when the server has no Stripe keys. It takes Stripe's test
* cards only (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined).
*/
function TestCardForm({ clientSecret, payLabel, onPaid, onFailed }) {
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(cardFieldsSchema),
		defaultValues: {
			cardNumber: "",
			expiry: "",
			cvc: ""
		}
	});
	const submit = async (card) => {
		try {
			const { paymentIntentId } = await confirmTestCard({
				clientSecret,
				...card
			});
			await onPaid(paymentIntentId);
		} catch (error) {
			onFailed(error.message);
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit: handleSubmit(submit),
		className: "space-y-4",
		"aria-label": "Card details",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "alert alert-info alert-soft text-sm",
				children: "Test mode: use card 4242 4242 4242 4242 with any future expiry and any CVC."
			}),
			/* @__PURE__ */ jsx(InputField, {
				id: "card-number",
				label: "Card number",
				error: errors.cardNumber,
				inputMode: "numeric",
				autoComplete: "cc-number",
				placeholder: "4242 4242 4242 4242",
				...register("cardNumber", { onChange: (event) => {
					event.target.value = formatCardNumber(event.target.value);
				} })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-2 gap-4",
				children: [/* @__PURE__ */ jsx(InputField, {
					id: "card-expiry",
					label: "Expiry (MM/YY)",
					error: errors.expiry,
					autoComplete: "cc-exp",
					placeholder: "12/30",
					...register("expiry")
				}), /* @__PURE__ */ jsx(InputField, {
					id: "card-cvc",
					label: "CVC",
					error: errors.cvc,
					inputMode: "numeric",
					autoComplete: "cc-csc",
					placeholder: "123",
					maxLength: 4,
					...register("cvc")
				})]
			}),
			/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "btn btn-primary w-full",
				disabled: isSubmitting,
				children: isSubmitting ? "Processing..." : payLabel
			})
		]
	});
}
// src/features/payments/payment-page.tsx
var StripeCardForm = lazy(() => import("./stripe-card-form-DFnjO4CX.js"));
function PaymentPage() {
	const { offerId = "" } = useParams();
	const navigate = useNavigate();
	const recordPayment = useRecordPayment();
	const [failure, setFailure] = useState(null);
	const quote = useQuery(paymentQuoteQuery(offerId));
	const payable = quote.data?.status === "accepted" && !quote.data.transactionId;
	const intent = useQuery({
		...paymentIntentQuery(offerId, quote.data?.offerAmount ?? 0),
		enabled: payable
	});
	if (quote.isPending) return /* @__PURE__ */ jsx(LoadingState, { label: "Loading the payment..." });
	if (quote.isError) return /* @__PURE__ */ jsx(ErrorState, {
		message: "We could not load this payment.",
		onRetry: () => quote.refetch()
	});
	const { title, offerAmount, transactionId } = quote.data;
	const amount = formatAmount(offerAmount);
	if (!payable) return /* @__PURE__ */ jsxs("section", {
		className: "mx-auto max-w-lg space-y-4 text-center",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Payment · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: title
			}),
			/* @__PURE__ */ jsx("p", { children: transactionId ? `Paid. Transaction id: ${transactionId}` : quote.data.status === "expired" ? OFFER_EXPIRED_NOTE : "This offer cannot be paid: only an accepted offer can." }),
			/* @__PURE__ */ jsx(Link, {
				to: dashboardPaths.propertyBought,
				className: "btn btn-primary",
				children: "Back to my offers"
			})
		]
	});
	const onPaid = async (paymentIntentId) => {
		const record = await recordPayment(offerId, paymentIntentId);
		await dialog.fire({
			icon: "success",
			title: "Payment Successful!",
			html: `<p>Transaction id: <strong>${record.transactionId}</strong></p><p>Amount: <strong>${formatAmount(record.amount)}</strong></p>`
		});
		navigate(dashboardPaths.propertyBought);
	};
	const onFailed = (message) => {
		setFailure(message);
		dialog.fire({
			icon: "error",
			title: "Payment Failed",
			text: message
		});
	};
	const payLabel = `Pay ${amount}`;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "payment-title",
		className: "mx-auto max-w-lg",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Payment · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				id: "payment-title",
				className: "mb-2 text-2xl font-bold",
				children: payLabel
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "mb-6 text-base-content/70",
				children: ["For ", title]
			}),
			failure && /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "alert alert-error alert-soft mb-4",
				children: failure
			}),
			intent.isPending ? /* @__PURE__ */ jsx(LoadingState, { label: "Preparing the payment..." }) : intent.isError ? /* @__PURE__ */ jsx(ErrorState, {
				message: `We could not start the payment: ${intent.error.message}`,
				onRetry: () => intent.refetch()
			}) : intent.data.gateway === "stripe" && intent.data.publishableKey ? /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(LoadingState, { label: "Loading the card form..." }),
				children: /* @__PURE__ */ jsx(StripeCardForm, {
					publishableKey: intent.data.publishableKey,
					clientSecret: intent.data.clientSecret,
					payLabel,
					onPaid,
					onFailed
				})
			}) : /* @__PURE__ */ jsx(TestCardForm, {
				clientSecret: intent.data.clientSecret,
				payLabel,
				onPaid,
				onFailed
			})
		]
	});
}
// src/features/properties/photo-picker.tsx
var nextKey = 0;
var keyOf = () => `photo-${++nextKey}`;
/**
* The listing's photos: each chosen file uploads at once (with its progress), and the list can be reordered
* and pruned meanwhile. `settled()` waits for the uploads under way and gives the URLs in order, or shows
* what is wrong with them.
*/
function usePhotoUploads(initial) {
	const [photos, setPhotos] = useState(() => initial.map((url) => ({
		key: keyOf(),
		url,
		preview: url,
		file: null,
		progress: 1,
		error: null
	})));
	const [problem, setProblem] = useState(null);
	const current = useRef(photos);
	const uploads = useRef(/* @__PURE__ */ new Map());
	const update = useCallback((change) => {
		current.current = change(current.current);
		setPhotos(current.current);
	}, []);
	const patch = useCallback((key, values) => update((list) => list.map((photo) => photo.key === key ? {
		...photo,
		...values
	} : photo)), [update]);
	useEffect(() => () => {
		for (const photo of current.current) if (photo.file) URL.revokeObjectURL(photo.preview);
	}, []);
	const start = useCallback((key, file) => {
		patch(key, {
			progress: 0,
			error: null
		});
		const upload = uploadImage(file, (progress) => patch(key, { progress })).then((url) => patch(key, {
			url,
			progress: 1
		})).catch((error) => {
			const problem = error instanceof ApiError ? error.detail : error.message;
			patch(key, { error: `Could not upload: ${problem}` });
		}).finally(() => uploads.current.delete(key));
		uploads.current.set(key, upload);
	}, [patch]);
	const add = (files) => {
		setProblem(null);
		const images = files.filter((file) => file.type.startsWith("image/"));
		const room = 12 - current.current.length;
		if (images.length < files.length) setProblem("Image must be an image file");
		else if (images.length > room) setProblem(`A listing holds at most 12 images`);
		const taken = images.slice(0, Math.max(room, 0)).map((file) => ({
			key: keyOf(),
			url: null,
			preview: URL.createObjectURL(file),
			file,
			progress: 0,
			error: null
		}));
		update((list) => [...list, ...taken]);
		for (const photo of taken) start(photo.key, photo.file);
	};
	const remove = (key) => {
		setProblem(null);
		const photo = current.current.find((candidate) => candidate.key === key);
		if (photo?.file) URL.revokeObjectURL(photo.preview);
		update((list) => list.filter((candidate) => candidate.key !== key));
	};
	/** Moves a photo to another place (0 is the cover). */
	const move = (key, to) => update((list) => {
		const photo = list[list.findIndex((photo) => photo.key === key)];
		if (!photo || to < 0 || to >= list.length) return list;
		const rest = list.filter((candidate) => candidate.key !== key);
		return [
			...rest.slice(0, to),
			photo,
			...rest.slice(to)
		];
	});
	const retry = (key) => {
		const photo = current.current.find((candidate) => candidate.key === key);
		if (photo?.file) start(key, photo.file);
	};
	const settled = async () => {
		await Promise.allSettled([...uploads.current.values()]);
		const list = current.current;
		const wrong = list.length === 0 ? "Image is required" : list.some((photo) => photo.error) ? "Some photos could not be uploaded: retry or remove them" : null;
		setProblem(wrong);
		return wrong ? { ok: false } : {
			ok: true,
			images: list.map((photo) => photo.url ?? "")
		};
	};
	return {
		photos,
		problem,
		add,
		remove,
		move,
		retry,
		settled
	};
}
/** Add and Update Property's photos: choose several, watch them upload, reorder (buttons or drag), remove. */
function PhotoPicker({ uploads }) {
	const { photos, add, remove, move, retry, problem: message } = uploads;
	const [dragged, setDragged] = useState(null);
	const full = photos.length >= 12;
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "md:col-span-2",
		"aria-describedby": "property-photos-help",
		children: [
			/* @__PURE__ */ jsx("legend", {
				className: "mb-1 text-sm font-medium",
				children: "Photos"
			}),
			/* @__PURE__ */ jsxs("p", {
				id: "property-photos-help",
				className: "mb-2 text-sm text-base-content/70",
				children: [
					"Up to ",
					12,
					" photos; the first is the cover. Reorder with the arrows or by dragging."
				]
			}),
			photos.length > 0 && /* @__PURE__ */ jsx("ol", {
				className: "mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4",
				children: photos.map((photo, index) => {
					const label = `Photo ${index + 1}${index === 0 ? " (cover)" : ""}`;
					const uploading = photo.url === null && photo.error === null;
					return /* @__PURE__ */ jsxs("li", {
						draggable: true,
						onDragStart: () => setDragged(photo.key),
						onDragEnd: () => setDragged(null),
						onDragOver: (event) => event.preventDefault(),
						onDrop: (event) => {
							event.preventDefault();
							if (dragged) move(dragged, index);
						},
						className: `rounded-box border border-base-300 bg-base-100 p-2 ${dragged === photo.key ? "opacity-50" : ""}`,
						"aria-label": label,
						children: [
							/* @__PURE__ */ jsxs("div", {
								className: "relative",
								children: [/* @__PURE__ */ jsx("img", {
									src: photo.preview,
									alt: label,
									width: 240,
									height: 160,
									className: "aspect-[3/2] w-full rounded object-cover"
								}), index === 0 && /* @__PURE__ */ jsx("span", {
									className: "badge badge-primary absolute top-1 left-1",
									children: "Cover"
								})]
							}),
							uploading && /* @__PURE__ */ jsx("progress", {
								className: "progress progress-primary mt-2 w-full",
								value: Math.round(photo.progress * 100),
								max: 100,
								"aria-label": `Uploading photo ${index + 1}`
							}),
							photo.error && /* @__PURE__ */ jsxs("p", {
								className: "mt-1 text-sm text-error",
								children: [
									photo.error,
									" ",
									/* @__PURE__ */ jsx("button", {
										type: "button",
										className: "link",
										onClick: () => retry(photo.key),
										children: "Retry"
									})
								]
							}),
							/* @__PURE__ */ jsxs("div", {
								className: "mt-2 flex justify-between gap-1",
								children: [
									/* @__PURE__ */ jsx("button", {
										type: "button",
										className: "btn btn-ghost btn-xs",
										"aria-label": `Move photo ${index + 1} earlier`,
										disabled: index === 0,
										onClick: () => move(photo.key, index - 1),
										children: "←"
									}),
									/* @__PURE__ */ jsx("button", {
										type: "button",
										className: "btn btn-ghost btn-xs",
										"aria-label": `Move photo ${index + 1} later`,
										disabled: index === photos.length - 1,
										onClick: () => move(photo.key, index + 1),
										children: "→"
									}),
									/* @__PURE__ */ jsx("button", {
										type: "button",
										className: "btn btn-ghost btn-xs text-error",
										"aria-label": `Remove photo ${index + 1}`,
										onClick: () => remove(photo.key),
										children: "Remove"
									})
								]
							})
						]
					}, photo.key);
				})
			}),
			/* @__PURE__ */ jsx("label", {
				htmlFor: "property-image",
				className: "label mb-1 text-sm font-medium text-base-content",
				children: "Image"
			}),
			/* @__PURE__ */ jsx("input", {
				id: "property-image",
				type: "file",
				accept: "image/*",
				multiple: true,
				disabled: full,
				className: "file-input w-full",
				"aria-invalid": message ? true : void 0,
				"aria-describedby": message ? "property-image-error" : void 0,
				onChange: (event) => {
					add([...event.target.files ?? []]);
					event.target.value = "";
				}
			}),
			message && /* @__PURE__ */ jsx("p", {
				id: "property-image-error",
				role: "alert",
				className: "mt-1 text-sm text-error",
				children: message
			})
		]
	});
}
// src/features/properties/property-form.tsx
var LocationPicker = lazy(() => import("./location-picker-B8GxsDwR.js"));
var optionalCount = (field) => z.string().trim().regex(/^\d*$/, { error: `${field} must be a whole number` });
/** The form's own shape: numbers arrive as text; the photos and the map location are handled beside the form. */
var propertyFormSchema = propertyInputSchema.omit({
	image: true,
	images: true,
	bedrooms: true,
	bathrooms: true,
	areaSqft: true,
	latitude: true,
	longitude: true
}).extend({
	bedrooms: optionalCount("Bedrooms"),
	bathrooms: optionalCount("Bathrooms"),
	areaSqft: optionalCount("Area")
});
var toCount = (text) => text ? Number(text) : null;
/** Add and Update Property: the listing's fields, the agent shown read-only, and its photos. */
function PropertyForm({ agent, initial, submitLabel, priceLockedReason, onSubmit }) {
	const photos = usePhotoUploads(initial?.images ?? (initial?.image ? [initial.image] : []));
	const [point, setPoint] = useState(initial?.latitude != null && initial.longitude != null ? {
		latitude: initial.latitude,
		longitude: initial.longitude
	} : null);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(propertyFormSchema),
		defaultValues: {
			title: initial?.title ?? "",
			location: initial?.location ?? "",
			priceRange: initial?.priceRange ?? "",
			description: initial?.description ?? "",
			listingType: initial?.listingType ?? "sale",
			category: initial?.category ?? "House",
			bedrooms: initial?.bedrooms?.toString() ?? "",
			bathrooms: initial?.bathrooms?.toString() ?? "",
			areaSqft: initial?.areaSqft?.toString() ?? ""
		}
	});
	const submit = async (values) => {
		const uploaded = await photos.settled();
		if (!uploaded.ok) return;
		await onSubmit({
			...values,
			image: uploaded.images[0],
			images: uploaded.images,
			bedrooms: toCount(values.bedrooms),
			bathrooms: toCount(values.bathrooms),
			areaSqft: toCount(values.areaSqft),
			latitude: point?.latitude ?? null,
			longitude: point?.longitude ?? null
		});
	};
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit: handleSubmit(submit),
		className: "grid gap-4 md:grid-cols-2",
		children: [
			/* @__PURE__ */ jsx(InputField, {
				id: "property-title",
				label: "Title",
				error: errors.title,
				...register("title")
			}),
			/* @__PURE__ */ jsx(InputField, {
				id: "property-location",
				label: "Location",
				error: errors.location,
				...register("location")
			}),
			/* @__PURE__ */ jsx(PhotoPicker, { uploads: photos }),
			/* @__PURE__ */ jsx(ReadOnlyField, {
				id: "property-agent-name",
				label: "Agent name",
				value: agent.name
			}),
			/* @__PURE__ */ jsx(ReadOnlyField, {
				id: "property-agent-email",
				label: "Agent email",
				value: agent.email
			}),
			/* @__PURE__ */ jsxs(FormField, {
				id: "property-price",
				label: "Price range",
				error: errors.priceRange,
				children: [/* @__PURE__ */ jsx("input", {
					className: "input w-full",
					placeholder: "Price Range (e.g. $5000 - $7000)",
					readOnly: priceLockedReason !== void 0,
					...fieldA11y("property-price", errors.priceRange),
					...priceLockedReason !== void 0 && { "aria-describedby": "property-price-locked" },
					...register("priceRange")
				}), priceLockedReason !== void 0 && /* @__PURE__ */ jsx("p", {
					id: "property-price-locked",
					className: "mt-1 text-sm text-base-content/70",
					children: priceLockedReason
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-2 gap-4",
				children: [/* @__PURE__ */ jsx(FormField, {
					id: "property-type",
					label: "Sale or rent",
					error: errors.listingType,
					children: /* @__PURE__ */ jsx("select", {
						id: "property-type",
						className: "select w-full",
						...register("listingType"),
						children: LISTING_TYPES.map((type) => /* @__PURE__ */ jsx("option", {
							value: type,
							children: type === "sale" ? "For sale" : "For rent"
						}, type))
					})
				}), /* @__PURE__ */ jsx(FormField, {
					id: "property-category",
					label: "Category",
					error: errors.category,
					children: /* @__PURE__ */ jsx("select", {
						id: "property-category",
						className: "select w-full",
						...register("category"),
						children: PROPERTY_CATEGORIES.map((category) => /* @__PURE__ */ jsx("option", { children: category }, category))
					})
				})]
			}),
			/* @__PURE__ */ jsx(FormField, {
				id: "property-description",
				label: "Description",
				error: errors.description,
				children: /* @__PURE__ */ jsx("textarea", {
					className: "textarea h-28 w-full",
					...fieldA11y("property-description", errors.description),
					...register("description")
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid grid-cols-3 gap-4",
				children: [
					/* @__PURE__ */ jsx(InputField, {
						id: "property-bedrooms",
						label: "Bedrooms",
						error: errors.bedrooms,
						inputMode: "numeric",
						...register("bedrooms")
					}),
					/* @__PURE__ */ jsx(InputField, {
						id: "property-bathrooms",
						label: "Bathrooms",
						error: errors.bathrooms,
						inputMode: "numeric",
						...register("bathrooms")
					}),
					/* @__PURE__ */ jsx(InputField, {
						id: "property-area",
						label: "Area (sq ft)",
						error: errors.areaSqft,
						inputMode: "numeric",
						...register("areaSqft")
					})
				]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "fieldset md:col-span-2",
				children: [/* @__PURE__ */ jsx("legend", {
					className: "fieldset-legend text-sm font-medium",
					children: "Location on the map"
				}), /* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx(LoadingState, { label: "Loading the map..." }),
					children: /* @__PURE__ */ jsx(LocationPicker, {
						value: point,
						onChange: setPoint
					})
				})]
			}),
			/* @__PURE__ */ jsx("div", {
				className: "md:col-span-2",
				children: /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "btn btn-primary w-full md:w-auto",
					disabled: isSubmitting,
					children: isSubmitting ? "Saving..." : submitLabel
				})
			})
		]
	});
}
// src/features/properties/add-property-page.tsx
function AddPropertyPage() {
	const { state } = useAuth();
	const navigate = useNavigate();
	const save = useSaveProperty();
	if (state.status !== "signed-in") return null;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "add-property-title",
		className: "mx-auto max-w-4xl",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Add Property · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				id: "add-property-title",
				className: "mb-6 text-2xl font-bold",
				children: "Add Property"
			}),
			/* @__PURE__ */ jsx(PropertyForm, {
				agent: state.user,
				submitLabel: "Add Property",
				onSubmit: async (input) => {
					try {
						await save.add(input);
						await showResult("success", "Property Added!", "Your property has been successfully added.");
						navigate(dashboardPaths.myAddedProperties);
					} catch (error) {
						await showResult("error", "Oops...", `Failed to add property. ${error.message}`);
					}
				}
			})
		]
	});
}
// src/features/properties/advertise-page.tsx
function AdvertisePage() {
	const [page, setPage] = usePageParam();
	const properties = useQuery(adminPropertiesQuery("verified", "", page));
	const promote = useAdvertise({
		onSuccess: () => toast.success("Property advertised successfully!"),
		onError: (error) => toast.error(`Failed to advertise: ${error.message}`)
	});
	const withdraw = useWithdrawAdvertisement({
		onSuccess: () => toast.success("Advertisement withdrawn."),
		onError: (error) => toast.error(`Failed to withdraw the advertisement: ${error.message}`)
	});
	const busy = promote.isPending || withdraw.isPending;
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "advertise-title",
		title: "Advertise Property",
		children: /* @__PURE__ */ jsx(PagedView, {
			query: properties,
			page,
			pageSize: 12,
			onPage: setPage,
			loading: "Loading verified properties...",
			error: "We could not load the verified properties.",
			empty: "No verified properties to advertise yet.",
			children: (data) => /* @__PURE__ */ jsx(Fragment, { children: /* @__PURE__ */ jsx(DataTable, {
				caption: `${data.total} verified properties`,
				busy: properties.isPlaceholderData,
				rows: data.items,
				rowKey: (property) => property._id,
				columns: [
					{
						label: "Image",
						cell: (property) => /* @__PURE__ */ jsx("img", {
							src: property.image,
							alt: "",
							className: "h-12 w-16 rounded object-cover",
							loading: "lazy"
						})
					},
					{
						label: "Title",
						cell: (property) => property.title
					},
					{
						label: "Price",
						kind: "nowrap",
						cell: (property) => property.priceRange
					},
					{
						label: "Agent",
						cell: (property) => property.agentName ?? "Unknown"
					},
					{
						label: "Advertise",
						kind: "actions",
						cell: (property) => property.isAdvertised ? /* @__PURE__ */ jsxs("div", {
							className: "flex flex-wrap items-center gap-2",
							children: [/* @__PURE__ */ jsx("span", {
								className: "badge badge-success",
								children: "Advertised"
							}), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-sm btn-ghost",
								disabled: busy,
								"aria-label": `Withdraw the advertisement of ${property.title}`,
								onClick: () => withdraw.mutate(property._id),
								children: "Withdraw"
							})]
						}) : /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-sm btn-primary",
							disabled: busy,
							"aria-label": `Advertise ${property.title}`,
							onClick: () => promote.mutate(property._id),
							children: "Advertise"
						})
					}
				]
			}) })
		})
	});
}
// src/features/properties/manage-properties-page.tsx
function ManagePropertiesPage() {
	const [params, setParams] = useSearchParams();
	const parsedStatus = verificationStatusSchema.safeParse(params.get("status"));
	const status = parsedStatus.success ? parsedStatus.data : void 0;
	const page = pageOf(params);
	const properties = useQuery(adminPropertiesQuery(status, "", page));
	const verification = useVerification({
		onSuccess: () => toast.success("Property status updated."),
		onError: (error) => toast.error(`Failed to update status. ${error.message}`)
	});
	const decide = async (id, next) => {
		const title = `Are you sure to mark this as ${next}?`;
		if (next === "verified") {
			if (await confirmChange(title)) verification.mutate({
				id,
				decision: { status: "verified" }
			});
			return;
		}
		const reason = await askForReason(title, {
			label: "Reason (the agent will see it)",
			maxLength: 500
		});
		if (reason) verification.mutate({
			id,
			decision: {
				status: "rejected",
				reason
			}
		});
	};
	const showStatus = (next) => setParams(next ? { status: next } : {});
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "manage-properties-title",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Manage Properties · Keyhaven" }),
			/* @__PURE__ */ jsxs("div", {
				className: "mb-4 flex flex-wrap items-center justify-between gap-4",
				children: [/* @__PURE__ */ jsx("h1", {
					id: "manage-properties-title",
					className: "text-2xl font-bold",
					children: "Manage Properties"
				}), /* @__PURE__ */ jsxs("label", {
					className: "flex items-center gap-2 text-sm",
					children: ["Show", /* @__PURE__ */ jsxs("select", {
						className: "select select-sm",
						value: status ?? "",
						onChange: (event) => showStatus(event.target.value),
						children: [/* @__PURE__ */ jsx("option", {
							value: "",
							children: "All statuses"
						}), VERIFICATION_STATUSES.map((value) => /* @__PURE__ */ jsx("option", {
							value,
							children: value
						}, value))]
					})]
				})]
			}),
			/* @__PURE__ */ jsx(PagedView, {
				query: properties,
				page,
				pageSize: 12,
				onPage: (next) => setParams({
					...status && { status },
					page: String(next)
				}),
				loading: "Loading properties...",
				error: "We could not load the properties.",
				empty: `No properties${status ? ` are ${status}` : " yet"}.`,
				children: (data) => /* @__PURE__ */ jsx(Fragment, { children: /* @__PURE__ */ jsx(DataTable, {
					caption: `${data.total} properties${status ? ` ${status}` : ""}`,
					busy: properties.isPlaceholderData,
					rows: data.items,
					rowKey: (property) => property._id,
					columns: [
						{
							label: "Title",
							cell: (property) => property.title
						},
						{
							label: "Location",
							cell: (property) => property.location
						},
						{
							label: "Agent",
							cell: (property) => property.agentName ?? "Unknown"
						},
						{
							label: "Agent email",
							kind: "email",
							cell: (property) => property.agentEmail ?? "-"
						},
						{
							label: "Price range",
							kind: "nowrap",
							cell: (property) => property.priceRange
						},
						{
							label: "Status",
							kind: "actions",
							cell: (property) => property.verificationStatus === "pending" ? /* @__PURE__ */ jsxs("div", {
								className: "flex gap-2",
								children: [/* @__PURE__ */ jsx("button", {
									type: "button",
									className: "btn btn-sm btn-success",
									disabled: verification.isPending,
									"aria-label": `Verify ${property.title}`,
									onClick: () => decide(property._id, "verified"),
									children: "Verify"
								}), /* @__PURE__ */ jsx("button", {
									type: "button",
									className: "btn btn-sm btn-error",
									disabled: verification.isPending,
									"aria-label": `Reject ${property.title}`,
									onClick: () => decide(property._id, "rejected"),
									children: "Reject"
								})]
							}) : /* @__PURE__ */ jsx(StatusBadge, { status: property.verificationStatus })
						}
					]
				}) })
			})
		]
	});
}
// src/features/properties/listing-figures.tsx
var FIGURES = [
	["Views", "views"],
	["Last 7 days", "viewsLast7Days"],
	["Saves", "saves"],
	["Offers", "offers"]
];
/**
* A listing's views (one per visitor per day), views of the last seven days, wishlist saves and offers, on its
* agent's card; '…' while loading, '–' when they could not be loaded.
*/
function ListingFigures({ figures, pending }) {
	return /* @__PURE__ */ jsx("dl", {
		className: "grid grid-cols-4 gap-1 rounded-box bg-base-200 p-2 text-center",
		children: FIGURES.map(([label, key]) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", {
			className: "text-xs text-base-content/80",
			children: label
		}), /* @__PURE__ */ jsx("dd", {
			className: "font-semibold",
			children: figures ? figures[key] : pending ? "…" : "–"
		})] }, key))
	});
}
// src/features/properties/my-properties-page.tsx
function MyPropertiesPage() {
	const { state } = useAuth();
	const email = state.status === "signed-in" ? state.user.email : "";
	const [page, setPage] = usePageParam();
	const properties = useQuery(agentPropertiesQuery(email, page));
	const insight = useQuery(listingInsightQuery(properties.data?.items.map((property) => property._id) ?? []));
	const removal = useDeleteProperty({
		onSuccess: () => showResult("success", "Deleted!", "Property has been removed."),
		onError: (error) => toast.error(`Failed to delete the property: ${error.message}`)
	});
	const onDelete = async (id) => {
		if (await confirmDanger("Are you sure?", "This will permanently delete the property!")) removal.mutate(id);
	};
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "my-properties-title",
		title: "My Added Properties",
		actions: /* @__PURE__ */ jsx(Link, {
			to: dashboardPaths.addProperty,
			className: "btn btn-primary btn-sm",
			children: "Add Property"
		}),
		children: /* @__PURE__ */ jsx(PagedView, {
			query: properties,
			page,
			pageSize: 12,
			onPage: setPage,
			loading: "Loading your properties...",
			error: "We could not load your properties.",
			empty: "You have not added any properties yet.",
			children: (data) => /* @__PURE__ */ jsx(CardList, {
				label: "My properties",
				items: data.items,
				children: (property) => /* @__PURE__ */ jsxs(ListingCard, {
					image: property.image,
					title: property.title,
					location: property.location,
					badge: /* @__PURE__ */ jsx(StatusBadge, { status: property.verificationStatus }),
					saleState: saleStateOf(property),
					agent: {
						name: property.agentName,
						image: property.agentImage
					},
					actions: /* @__PURE__ */ jsxs(Fragment, { children: [property.verificationStatus !== "rejected" && /* @__PURE__ */ jsx(Link, {
						to: dashboardPaths.updateProperty(property._id),
						className: "btn btn-sm btn-outline",
						"aria-label": `Update ${property.title}`,
						children: "Update"
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-sm btn-error",
						"aria-label": `Delete ${property.title}`,
						disabled: removal.isPending,
						onClick: () => onDelete(property._id),
						children: "Delete"
					})] }),
					children: [/* @__PURE__ */ jsxs("p", { children: [
						/* @__PURE__ */ jsx("span", {
							className: "font-medium",
							children: "Price Range:"
						}),
						" ",
						property.priceRange
					] }), /* @__PURE__ */ jsx(ListingFigures, {
						figures: insight.data?.find((entry) => entry.propertyId === property._id),
						pending: insight.isPending
					})]
				})
			})
		})
	});
}
// src/features/properties/update-property-page.tsx
/** No role guard on the route (as the original product has it, docs/decisions/0005): the page checks the owner, as the server does. */
function UpdatePropertyPage() {
	const { id = "" } = useParams();
	const navigate = useNavigate();
	const save = useSaveProperty();
	const { state } = useAuth();
	const afterSave = state.status === "signed-in" && state.role === "admin" ? dashboardPaths.manageProperties : dashboardPaths.myAddedProperties;
	const { data, isPending, isError, error, refetch } = useQuery(propertyQuery(id));
	if (isPending) return /* @__PURE__ */ jsx(LoadingState, { label: "Loading property..." });
	if (isError) {
		if (isNotFound(error)) return /* @__PURE__ */ jsx(PropertyNotFound, {});
		return /* @__PURE__ */ jsx(ErrorState, {
			message: "We could not load this property.",
			onRetry: () => refetch()
		});
	}
	if (!(state.status === "signed-in" && (state.role === "admin" || state.role === "agent" && data.agentEmail?.toLowerCase() === state.user.email.toLowerCase()))) return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "alert alert-error alert-soft mx-auto max-w-xl flex-col items-start",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Access Denied · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-lg font-bold",
				children: "Access Denied"
			}),
			/* @__PURE__ */ jsx("p", { children: "Only the agent who listed this property, or an admin, can update it." })
		]
	});
	if (data.verificationStatus === "rejected") return /* @__PURE__ */ jsx("p", {
		className: "alert alert-warning",
		children: "A rejected property cannot be updated."
	});
	const isAdmin = state.status === "signed-in" && state.role === "admin";
	const goesBackToReview = data.verificationStatus === "verified" && !isAdmin;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "update-property-title",
		className: "mx-auto max-w-4xl",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Update Property · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				id: "update-property-title",
				className: "mb-6 text-2xl font-bold",
				children: "Update Property"
			}),
			goesBackToReview && /* @__PURE__ */ jsxs("p", {
				role: "note",
				className: "alert alert-info mb-6",
				children: [
					"This property is verified",
					data.isAdvertised ? " and advertised" : "",
					". Saving changes sends it back to review: it is hidden from buyers",
					data.isAdvertised ? " and leaves the advertisement" : "",
					" until an admin verifies it again."
				]
			}),
			/* @__PURE__ */ jsx(PropertyForm, {
				priceLockedReason: data.underContract ? "This property is under contract: its price range cannot change while an offer on it is accepted or bought." : void 0,
				agent: {
					name: data.agentName ?? "Unknown",
					email: data.agentEmail ?? ""
				},
				initial: {
					title: data.title,
					location: data.location,
					image: data.image,
					images: data.images,
					priceRange: data.priceRange,
					description: data.description,
					listingType: data.listingType,
					category: data.category,
					bedrooms: data.bedrooms,
					bathrooms: data.bathrooms,
					areaSqft: data.areaSqft,
					latitude: data.latitude,
					longitude: data.longitude
				},
				submitLabel: "Update Property",
				onSubmit: async (input) => {
					try {
						const result = await save.update(id, input);
						await showResult("success", "Updated!", result.data.returnedToReview ? "Your property has been updated and went back to review: buyers will see it again once an admin verifies it." : "Your property has been updated.");
						navigate(afterSave);
					} catch (error) {
						await showResult("error", "Error!", `Failed to update property. ${error.message}`);
					}
				}
			})
		]
	});
}
// src/features/reviews/review-cards.tsx
var dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
/**
* Review cards with a confirmed delete: the author's variant (My Reviews) passes their e-mail, the admin's
* (Manage Reviews) shows who wrote each review.
*/
function ReviewCards({ reviews, variant }) {
	const removal = useDeleteReview({
		onSuccess: () => toast.success("Review has been deleted."),
		onError: (error) => toast.error(`${variant === "author" ? "Failed to delete review" : "Failed to delete the review."} ${error.message}`)
	});
	const edit = useEditReview({
		onSuccess: () => toast.success("Review has been updated."),
		onError: (error) => toast.error(`Failed to update review. ${error.message}`)
	});
	const onEdit = async (review) => {
		const result = await dialog.fire({
			title: "Edit your review",
			input: "textarea",
			inputLabel: `Your review of ${review.propertyTitle}`,
			inputValue: review.description,
			showCancelButton: true,
			confirmButtonText: "Save",
			cancelButtonText: "Cancel",
			inputValidator: (value) => {
				const parsed = reviewEditSchema.safeParse({ description: value });
				return parsed.success ? null : parsed.error.issues[0]?.message ?? "Review text is required";
			}
		});
		if (result.isConfirmed && typeof result.value === "string") edit.mutate({
			id: review._id,
			description: result.value.trim()
		});
	};
	const onDelete = async (review) => {
		if (variant === "author" ? await confirmDanger("Are you sure?", "You want to delete this review?") : await confirmDanger("Are you sure?", "You won't be able to recover this review!")) removal.mutate({
			id: review._id,
			email: variant === "author" ? review.reviewerEmail : void 0
		});
	};
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": "Reviews",
		className: "grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3",
		children: reviews.map((review) => /* @__PURE__ */ jsx("li", {
			className: "card bg-base-100 shadow-md",
			children: /* @__PURE__ */ jsxs("div", {
				className: "card-body gap-3",
				children: [
					variant === "admin" ? /* @__PURE__ */ jsxs("div", {
						className: "flex items-center gap-3",
						children: [/* @__PURE__ */ jsx(Avatar, {
							src: review.reviewerImage,
							name: review.reviewerName
						}), /* @__PURE__ */ jsxs("div", {
							className: "min-w-0",
							children: [/* @__PURE__ */ jsx("p", {
								className: "font-semibold",
								children: review.reviewerName
							}), /* @__PURE__ */ jsx("p", {
								className: "truncate text-sm text-base-content/70",
								children: review.reviewerEmail
							})]
						})]
					}) : /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
						className: "card-title text-lg",
						children: review.propertyTitle
					}), /* @__PURE__ */ jsxs("p", {
						className: "text-sm text-base-content/70",
						children: ["Agent: ", review.agentName ?? "Unknown"]
					})] }),
					variant === "admin" && /* @__PURE__ */ jsxs("p", {
						className: "text-sm text-base-content/70",
						children: ["On ", review.propertyTitle]
					}),
					/* @__PURE__ */ jsx("p", { children: review.description }),
					/* @__PURE__ */ jsx("p", {
						className: "text-xs text-base-content/60",
						children: dateFormat.format(new Date(review.createdAt))
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "card-actions justify-end",
						children: [variant === "author" && /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-sm btn-outline",
							disabled: edit.isPending,
							"aria-label": `Edit your review of ${review.propertyTitle}`,
							onClick: () => onEdit(review),
							children: edit.isPending && edit.variables?.id === review._id ? "Saving..." : "Edit"
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-sm btn-error",
							disabled: removal.isPending,
							"aria-label": `Delete the review of ${review.propertyTitle} by ${review.reviewerName}`,
							onClick: () => onDelete(review),
							children: "Delete"
						})]
					})
				]
			})
		}, review._id))
	});
}
// src/features/reviews/review-pages.tsx
function MyReviewsPage() {
	const { state } = useAuth();
	const email = state.status === "signed-in" ? state.user.email : "";
	const [page, setPage] = usePageParam();
	const reviews = useQuery(myReviewsQuery(email, page));
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "my-reviews-title",
		title: "My Reviews",
		children: /* @__PURE__ */ jsx(PagedView, {
			query: reviews,
			page,
			pageSize: 12,
			onPage: setPage,
			loading: "Loading your reviews...",
			error: "We could not load your reviews.",
			empty: "You have not added any reviews yet.",
			children: (data) => /* @__PURE__ */ jsx(ReviewCards, {
				reviews: data.items,
				variant: "author"
			})
		})
	});
}
function ManageReviewsPage() {
	const [page, setPage] = usePageParam();
	const reviews = useQuery(allReviewsQuery(page));
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "manage-reviews-title",
		title: "Manage Reviews",
		children: /* @__PURE__ */ jsx(PagedView, {
			query: reviews,
			page,
			pageSize: 12,
			onPage: setPage,
			loading: "Loading reviews...",
			error: "We could not load the reviews.",
			empty: "No reviews yet.",
			children: (data) => /* @__PURE__ */ jsx(ReviewCards, {
				reviews: data.items,
				variant: "admin"
			})
		})
	});
}
var soldPropertiesQuery = (agentEmail, page) => queryOptions({
	queryKey: [
		"sales",
		"sold",
		{
			agentEmail,
			page
		}
	],
	queryFn: ({ signal }) => fetchPage("/sold-properties", {
		item: soldPropertySchema,
		query: {
			agentEmail,
			page,
			limit: 20
		},
		signal
	}),
	placeholderData: keepPreviousData
});
var agentTotalQuery = (email) => queryOptions({
	queryKey: [
		"sales",
		"total",
		email
	],
	queryFn: async ({ signal }) => (await apiRequest("/agent-total-sales", {
		schema: agentTotalSchema,
		query: { email },
		signal
	})).data
});
/** The calling agent's sales per month, the last twelve, oldest first. */
var salesByMonthQuery = () => queryOptions({
	queryKey: ["sales", "by-month"],
	queryFn: async ({ signal }) => (await apiRequest("/sales/by-month", {
		schema: z.array(salesMonthSchema),
		signal
	})).data
});
// src/features/sales/sales-chart.tsx
var monthOf = (month) => /* @__PURE__ */ new Date(`${month}-01T00:00:00Z`);
var shortMonth = new Intl.DateTimeFormat("en-US", {
	month: "short",
	timeZone: "UTC"
});
var longMonth = new Intl.DateTimeFormat("en-US", {
	month: "long",
	year: "numeric",
	timeZone: "UTC"
});
var sold = (count) => `${count} ${count === 1 ? "property" : "properties"} sold`;
/** My Sold Properties' chart: the agent's sales of the last twelve months, with the same figures as a table. */
function SalesChart() {
	const months = useQuery(salesByMonthQuery());
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "sales-chart-title",
		className: "mb-8 rounded-box bg-base-100 p-4 shadow",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "sales-chart-title",
			className: "mb-2 text-lg font-bold",
			children: "Sales by month"
		}), months.isPending ? /* @__PURE__ */ jsx(LoadingState, { label: "Loading sales by month..." }) : months.isError ? /* @__PURE__ */ jsx(ErrorState, {
			message: "We could not load your sales by month.",
			onRetry: () => months.refetch()
		}) : months.data.every((month) => month.count === 0) ? /* @__PURE__ */ jsx("p", {
			className: "text-base-content/80",
			children: "No sales in the last 12 months."
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Bars, { months: months.data }), /* @__PURE__ */ jsxs("details", {
			className: "mt-3",
			children: [/* @__PURE__ */ jsx("summary", {
				className: "cursor-pointer text-sm font-medium",
				children: "Show as a table"
			}), /* @__PURE__ */ jsxs("table", {
				className: "table-sm mt-2 table",
				children: [
					/* @__PURE__ */ jsx("caption", {
						className: "sr-only",
						children: "Sales by month, last 12 months"
					}),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Month"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Properties sold"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Amount"
						})
					] }) }),
					/* @__PURE__ */ jsx("tbody", { children: months.data.map((month) => /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "row",
							className: "font-normal",
							children: longMonth.format(monthOf(month.month))
						}),
						/* @__PURE__ */ jsx("td", { children: month.count }),
						/* @__PURE__ */ jsx("td", {
							className: "whitespace-nowrap",
							children: formatAmount(month.amount)
						})
					] }, month.month)) })
				]
			})]
		})] })]
	});
}
var WIDTH = 360;
var HEIGHT = 180;
var PAD = {
	top: 16,
	bottom: 20
};
/** One bar per month, its height the amount, the number sold above it. */
function Bars({ months }) {
	const titleId = useId();
	const descId = useId();
	const most = Math.max(...months.map((month) => month.amount), 1);
	const slot = WIDTH / months.length;
	const plotHeight = HEIGHT - PAD.top - PAD.bottom;
	const total = months.reduce((sum, month) => sum + month.amount, 0);
	const count = months.reduce((sum, month) => sum + month.count, 0);
	const best = months.reduce((top, month) => month.amount > top.amount ? month : top);
	const description = `${sold(count)} for ${formatAmount(total)} over the last 12 months. Best month: ${longMonth.format(monthOf(best.month))}, ${sold(best.count)} for ${formatAmount(best.amount)}.`;
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
		className: "h-auto w-full max-w-2xl",
		role: "img",
		"aria-labelledby": titleId,
		"aria-describedby": descId,
		children: [
			/* @__PURE__ */ jsx("title", {
				id: titleId,
				children: "Sales by month, last 12 months"
			}),
			/* @__PURE__ */ jsx("desc", {
				id: descId,
				children: description
			}),
			/* @__PURE__ */ jsx("line", {
				x1: 0,
				x2: WIDTH,
				y1: HEIGHT - PAD.bottom,
				y2: HEIGHT - PAD.bottom,
				className: "stroke-base-content/30"
			}),
			months.map((month, index) => {
				const height = month.amount / most * plotHeight;
				const x = index * slot;
				const top = HEIGHT - PAD.bottom - height;
				return /* @__PURE__ */ jsxs("g", { children: [
					/* @__PURE__ */ jsx("rect", {
						x: x + slot * .2,
						y: top,
						width: slot * .6,
						height,
						rx: 2,
						className: "fill-primary"
					}),
					month.count > 0 && /* @__PURE__ */ jsx("text", {
						x: x + slot / 2,
						y: top - 4,
						textAnchor: "middle",
						className: "fill-base-content text-[10px]",
						children: month.count
					}),
					/* @__PURE__ */ jsx("text", {
						x: x + slot / 2,
						y: 174,
						textAnchor: "middle",
						className: "fill-base-content text-[9px]",
						children: shortMonth.format(monthOf(month.month))
					})
				] }, month.month);
			})
		]
	});
}
// src/features/sales/sold-properties-page.tsx
function SoldPropertiesPage() {
	const { state } = useAuth();
	const email = state.status === "signed-in" ? state.user.email : "";
	const [page, setPage] = usePageParam();
	const sold = useQuery(soldPropertiesQuery(email, page));
	const total = useQuery(agentTotalQuery(email));
	return /* @__PURE__ */ jsxs(DashboardPage, {
		id: "sold-title",
		title: "My Sold Properties",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "mb-6 rounded-box bg-success p-6 text-success-content shadow",
				"aria-live": "polite",
				children: [/* @__PURE__ */ jsx("p", {
					className: "text-sm font-medium",
					children: "Total Property Sold Amount"
				}), /* @__PURE__ */ jsx("p", {
					className: "text-3xl font-bold",
					children: total.isPending ? "..." : total.isError ? "Unavailable" : formatAmount(total.data.totalAmount)
				})]
			}),
			/* @__PURE__ */ jsx(SalesChart, {}),
			/* @__PURE__ */ jsx(PagedView, {
				query: sold,
				page,
				pageSize: 20,
				onPage: setPage,
				loading: "Loading your sales...",
				error: "We could not load your sales.",
				empty: "You have not sold any properties yet.",
				children: (data) => /* @__PURE__ */ jsx(Fragment, { children: /* @__PURE__ */ jsx(DataTable, {
					caption: `${data.total} sold properties`,
					busy: sold.isPlaceholderData,
					rows: data.items,
					rowKey: (row) => row._id,
					columns: [
						{
							label: "#",
							cell: (_, index) => (page - 1) * 20 + index + 1
						},
						{
							label: "Title",
							cell: (row) => row.title
						},
						{
							label: "Location",
							cell: (row) => row.location
						},
						{
							label: "Buyer name",
							cell: (row) => row.buyerName
						},
						{
							label: "Buyer email",
							kind: "email",
							cell: (row) => row.buyerEmail
						},
						{
							label: "Sold price",
							kind: "nowrap",
							cell: (row) => formatAmount(row.soldPrice)
						}
					]
				}) })
			})
		]
	});
}
// src/features/search/saved-searches-page.tsx
/** The caller's saved searches: open one, switch its e-mail alerts, or delete it. */
function SavedSearchesPage() {
	const searches = useQuery(savedSearchesQuery());
	const alerts = useSetSearchAlerts({
		onSuccess: (saved) => {
			toast.success(saved.alertsEnabled ? `Alerts on for “${saved.name}”` : `Alerts off for “${saved.name}”`);
		},
		onError: (error) => toast.error(`Could not change the alerts: ${error.message}`)
	});
	const removal = useDeleteSavedSearch({
		onSuccess: () => toast.success("Saved search deleted"),
		onError: (error) => toast.error(`Could not delete it: ${error.message}`)
	});
	return /* @__PURE__ */ jsxs(DashboardPage, {
		id: "saved-searches-title",
		title: "Saved Searches",
		children: [/* @__PURE__ */ jsx("p", {
			className: "mb-6 text-base-content/70",
			children: "With alerts on, you get an e-mail when a newly verified listing matches the search (at most one an hour for each search)."
		}), /* @__PURE__ */ jsx(QueryView, {
			query: searches,
			loading: "Loading your saved searches...",
			error: "We could not load your saved searches.",
			isEmpty: (data) => data.length === 0,
			empty: /* @__PURE__ */ jsxs(Fragment, { children: [
				"No saved searches yet. Filter",
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: paths.allProperties,
					className: "link link-primary",
					children: "All Properties"
				}),
				" ",
				"and choose Save this search."
			] }),
			children: (data) => /* @__PURE__ */ jsx("ul", {
				"aria-label": "Saved searches",
				className: "flex flex-col gap-4",
				children: data.map((search) => {
					const labels = describeFilters(readFilters(new URLSearchParams(search.query)));
					return /* @__PURE__ */ jsx("li", {
						className: "card card-border bg-base-100",
						children: /* @__PURE__ */ jsxs("div", {
							className: "card-body gap-3 p-4 sm:flex-row sm:items-center sm:justify-between",
							children: [/* @__PURE__ */ jsxs("div", {
								className: "min-w-0",
								children: [/* @__PURE__ */ jsx("h2", {
									className: "card-title text-lg break-words",
									children: search.name
								}), /* @__PURE__ */ jsx("p", {
									className: "text-sm text-base-content/70",
									children: labels.length > 0 ? labels.map((label) => label.label).join(" · ") : "Every listing"
								})]
							}), /* @__PURE__ */ jsxs("div", {
								className: "flex flex-wrap items-center gap-3",
								children: [
									/* @__PURE__ */ jsxs("label", {
										className: "label cursor-pointer gap-2",
										children: [/* @__PURE__ */ jsx("input", {
											type: "checkbox",
											className: "toggle toggle-primary",
											checked: alerts.isPending && alerts.variables?.id === search._id ? alerts.variables.alertsEnabled : search.alertsEnabled,
											disabled: alerts.isPending,
											onChange: (event) => alerts.mutate({
												id: search._id,
												alertsEnabled: event.target.checked
											})
										}), /* @__PURE__ */ jsxs("span", { children: ["E-mail alerts", /* @__PURE__ */ jsxs("span", {
											className: "sr-only",
											children: [" for ", search.name]
										})] })]
									}),
									/* @__PURE__ */ jsxs(Link, {
										to: `/allProperties${search.query ? `?${search.query}` : ""}`,
										className: "btn btn-sm btn-primary",
										children: ["Open", /* @__PURE__ */ jsxs("span", {
											className: "sr-only",
											children: [" ", search.name]
										})]
									}),
									/* @__PURE__ */ jsxs("button", {
										type: "button",
										className: "btn btn-sm btn-error btn-outline",
										disabled: removal.isPending,
										onClick: async () => {
											if (await confirmDanger("Delete this saved search?", `“${search.name}” will be gone.`)) removal.mutate(search._id);
										},
										children: ["Delete", /* @__PURE__ */ jsxs("span", {
											className: "sr-only",
											children: [" ", search.name]
										})]
									})
								]
							})]
						})
					}, search._id);
				})
			})
		})]
	});
}
var USERS_KEY = ["users"];
var usersQuery = (search, page) => queryOptions({
	queryKey: [
		...USERS_KEY,
		"list",
		{
			search,
			page
		}
	],
	queryFn: async ({ signal }) => {
		return {
			...await fetchPage("/users", {
				item: userRecordSchema,
				query: {
					search,
					page,
					limit: 10
				},
				signal
			}),
			search
		};
	},
	placeholderData: keepPreviousData
});
var changeRole = ({ action, user }) => apiRequest(`/users/${action}/${encodeURIComponent(user.email)}`, {
	method: "PATCH",
	schema: modifiedCountSchema
});
var deleteUser = (user) => apiRequest(`/users/${encodeURIComponent(user.email)}`, {
	method: "DELETE",
	schema: deletedCountSchema
});
var useChangeRole = (outcome) => useListMutation(USERS_KEY, changeRole, outcome);
var useDeleteUser = (outcome) => useListMutation(USERS_KEY, deleteUser, outcome);
// src/features/users/manage-users-page.tsx
var ACTIONS = {
	"make-admin": {
		success: "Made admin",
		failure: "Failed to change role",
		confirm: (user) => [`Make ${user.name} an admin?`, "Admins manage every user, listing and review."]
	},
	"make-agent": {
		success: "Made agent",
		failure: "Failed to change role",
		confirm: (user) => [`Make ${user.name} an agent?`, "Agents list properties and decide on offers."]
	},
	"mark-fraud": {
		success: "Marked as fraud",
		failure: "Failed to mark fraud",
		confirm: (user) => [`Mark ${user.name} as fraud?`, "Their listings disappear from every public page and they can no longer list or sell."]
	}
};
function ManageUsersPage() {
	const [params, setParams] = useSearchParams();
	const [search, setSearch] = useState(params.get("search") ?? "");
	const debouncedSearch = useDebouncedValue(search.trim());
	const page = pageOf(params);
	const { state } = useAuth();
	const myEmail = state.status === "signed-in" ? state.user.email : "";
	const users = useQuery(usersQuery(debouncedSearch, page));
	useEffect(() => {
		setParams((current) => {
			const next = new URLSearchParams(current);
			if (debouncedSearch) next.set("search", debouncedSearch);
			else next.delete("search");
			if (debouncedSearch !== (current.get("search") ?? "")) next.delete("page");
			return next;
		}, { replace: true });
	}, [debouncedSearch, setParams]);
	const roleChange = useChangeRole({
		onSuccess: (_, { action }) => toast.success(ACTIONS[action].success),
		onError: (error, { action }) => toast.error(`${ACTIONS[action].failure}: ${error.message}`)
	});
	const removal = useDeleteUser({
		onSuccess: () => toast.success("User deleted"),
		onError: (error) => toast.error(`Failed to delete user: ${error.message}`)
	});
	const onRoleChange = async (action, user) => {
		const [title, text] = ACTIONS[action].confirm(user);
		if (await confirmChange(title, text)) roleChange.mutate({
			action,
			user
		});
	};
	const onDelete = async (user) => {
		if (await confirmDanger("Are you sure?", `This deletes ${user.name} (${user.email}) with their wishlist and reviews. Offers and payments are kept.`)) removal.mutate(user);
	};
	const goTo = (next) => setParams((current) => {
		const updated = new URLSearchParams(current);
		updated.set("page", String(next));
		return updated;
	});
	const busy = roleChange.isPending || removal.isPending;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "manage-users-title",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Manage Users · Keyhaven" }),
			/* @__PURE__ */ jsxs("div", {
				className: "mb-4 flex flex-wrap items-end justify-between gap-4",
				children: [/* @__PURE__ */ jsx("h1", {
					id: "manage-users-title",
					className: "text-2xl font-bold",
					children: "Manage Users"
				}), /* @__PURE__ */ jsxs("label", {
					className: "input w-full max-w-xs",
					children: [/* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: "Search users by name or e-mail"
					}), /* @__PURE__ */ jsx("input", {
						type: "search",
						placeholder: "Search by name or e-mail",
						value: search,
						onChange: (event) => setSearch(event.target.value)
					})]
				})]
			}),
			/* @__PURE__ */ jsx(PagedView, {
				query: users,
				page,
				pageSize: 10,
				onPage: goTo,
				loading: "Loading users...",
				error: "We could not load the users.",
				empty: users.data?.search ? `No users match "${users.data.search}".` : "No users yet.",
				children: (data) => /* @__PURE__ */ jsx(DataTable, {
					caption: `${data.total} users${data.search ? ` matching ${data.search}` : ""}`,
					busy: users.isPlaceholderData,
					rows: data.items,
					rowKey: (user) => user._id,
					columns: [
						{
							label: "#",
							cell: (_, index) => (page - 1) * 10 + index + 1
						},
						{
							label: "Name",
							cell: (user) => user.name
						},
						{
							label: "Email",
							kind: "email",
							cell: (user) => user.email
						},
						{
							label: "Role",
							cell: (user) => user.role === "fraud" ? /* @__PURE__ */ jsx("span", {
								className: "badge badge-error",
								children: "Fraud"
							}) : /* @__PURE__ */ jsx("span", {
								className: "capitalize",
								children: user.role
							})
						},
						{
							label: "Make Admin",
							kind: "actions",
							cell: (user) => user.role === "admin" ? /* @__PURE__ */ jsx("span", {
								className: "text-sm text-base-content/70",
								children: "Admin"
							}) : user.role !== "fraud" ? /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-sm btn-primary",
								disabled: busy,
								onClick: () => onRoleChange("make-admin", user),
								children: "Make Admin"
							}) : null
						},
						{
							label: "Make Agent",
							kind: "actions",
							cell: (user) => user.role !== "agent" && user.role !== "fraud" && user.email !== myEmail && /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-sm btn-secondary",
								disabled: busy,
								onClick: () => onRoleChange("make-agent", user),
								children: "Make Agent"
							})
						},
						{
							label: "Fraud",
							kind: "actions",
							cell: (user) => user.role === "agent" && /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-sm btn-outline btn-error",
								disabled: busy,
								onClick: () => onRoleChange("mark-fraud", user),
								children: "Mark as Fraud"
							})
						},
						{
							label: "Delete",
							kind: "actions",
							cell: (user) => /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-sm btn-error",
								disabled: busy || user.email === myEmail,
								title: user.email === myEmail ? "You cannot delete your own account" : void 0,
								"aria-label": `Delete ${user.name}`,
								onClick: () => onDelete(user),
								children: "Delete"
							})
						}
					]
				})
			})
		]
	});
}
// src/features/wishlist/wishlist-page.tsx
function WishlistPage() {
	const { state } = useAuth();
	const email = state.status === "signed-in" ? state.user.email : "";
	const [page, setPage] = usePageParam();
	const wishlist = useQuery(wishlistQuery(email, page));
	const removal = useRemoveFromWishlist({
		onSuccess: () => toast.success("Property removed from wishlist"),
		onError: (error) => toast.error(`Could not remove it: ${error.message}`)
	});
	return /* @__PURE__ */ jsx(DashboardPage, {
		id: "wishlist-title",
		title: "My Wishlist",
		children: /* @__PURE__ */ jsx(PagedView, {
			query: wishlist,
			page,
			pageSize: 12,
			onPage: setPage,
			loading: "Loading your wishlist...",
			error: "We could not load your wishlist.",
			empty: /* @__PURE__ */ jsxs(Fragment, { children: [
				"Your wishlist is empty.",
				" ",
				/* @__PURE__ */ jsx(Link, {
					to: paths.allProperties,
					className: "link link-primary",
					children: "Browse properties"
				})
			] }),
			children: (data) => /* @__PURE__ */ jsx(CardList, {
				label: "Wishlist",
				items: data.items,
				children: (item) => /* @__PURE__ */ jsx(ListingCard, {
					image: item.image,
					title: item.title,
					location: item.location,
					badge: /* @__PURE__ */ jsx(StatusBadge, { status: item.verificationStatus }),
					saleState: saleStateOf(item),
					agent: {
						name: item.agentName,
						image: item.agentImage
					},
					actions: /* @__PURE__ */ jsxs(Fragment, { children: [noOfferReason(item) ? /* @__PURE__ */ jsx("p", {
						className: "text-sm text-base-content/70",
						children: noOfferReason(item)
					}) : /* @__PURE__ */ jsx(Link, {
						to: dashboardPaths.makeOffer(item.propertyId),
						state: { item },
						className: "btn btn-sm btn-primary",
						"aria-label": `Make an Offer on ${item.title}`,
						children: "Make an Offer"
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-sm btn-outline",
						disabled: removal.isPending,
						"aria-label": `Remove ${item.title} from the wishlist`,
						onClick: () => removal.mutate(item._id),
						children: "Remove"
					})] }),
					children: /* @__PURE__ */ jsxs("p", { children: [
						/* @__PURE__ */ jsx("span", {
							className: "font-medium",
							children: "Price Range:"
						}),
						" ",
						item.priceRange
					] })
				})
			})
		})
	});
}
// src/features/dashboard/dashboard-layout.tsx
/** The caller's own role decides the menu (the original compared the user object and showed none). */
var ROLE_MENUS = {
	user: [
		{
			to: dashboardPaths.myProfile,
			label: "My Profile"
		},
		{
			to: dashboardPaths.wishlist,
			label: "Wishlist"
		},
		{
			to: dashboardPaths.savedSearches,
			label: "Saved Searches"
		},
		{
			to: dashboardPaths.propertyBought,
			label: "Property Bought"
		},
		{
			to: dashboardPaths.myInquiries,
			label: "My Inquiries"
		},
		{
			to: dashboardPaths.myReviews,
			label: "My Reviews"
		}
	],
	agent: [
		{
			to: dashboardPaths.agentProfile,
			label: "Agent Profile"
		},
		{
			to: dashboardPaths.addProperty,
			label: "Add Property"
		},
		{
			to: dashboardPaths.myAddedProperties,
			label: "My Added Properties"
		},
		{
			to: dashboardPaths.mySoldProperties,
			label: "My Sold Properties"
		},
		{
			to: dashboardPaths.requestedProperties,
			label: "Requested Properties"
		},
		{
			to: dashboardPaths.leads,
			label: "Leads"
		},
		{
			to: dashboardPaths.savedSearches,
			label: "Saved Searches"
		}
	],
	admin: [
		{
			to: dashboardPaths.adminProfile,
			label: "Admin Profile"
		},
		{
			to: dashboardPaths.manageProperties,
			label: "Manage Properties"
		},
		{
			to: dashboardPaths.awaitingPayment,
			label: "Awaiting Payment"
		},
		{
			to: dashboardPaths.manageUsers,
			label: "Manage Users"
		},
		{
			to: dashboardPaths.manageReviews,
			label: "Manage Reviews"
		},
		{
			to: dashboardPaths.advertiseProperty,
			label: "Advertise Property"
		},
		{
			to: dashboardPaths.savedSearches,
			label: "Saved Searches"
		}
	],
	fraud: [{
		to: dashboardPaths.myProfile,
		label: "My Profile"
	}, {
		to: dashboardPaths.savedSearches,
		label: "Saved Searches"
	}]
};
/** The sidebar's links; on the dashboard's index (the profile) the role's first link is the current one. */
function DashboardLinks({ links, onNavigate }) {
	const { pathname } = useLocation();
	const current = (link, index) => pathname === link.to || pathname.startsWith(`${link.to}/`) || index === 0 && pathname.replace(/\/$/, "") === paths.dashboard;
	return /* @__PURE__ */ jsxs("ul", {
		className: "menu w-full gap-1",
		children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: paths.home,
			onClick: onNavigate,
			children: "Home"
		}) }), links.map((link, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
			to: link.to,
			onClick: onNavigate,
			"aria-current": current(link, index) ? "page" : void 0,
			className: current(link, index) ? "menu-active" : void 0,
			children: link.label
		}) }, link.to))]
	});
}
function DashboardLayout() {
	const { state } = useAuth();
	const [open, setOpen] = useState(false);
	const links = state.status === "signed-in" ? ROLE_MENUS[state.role] : [];
	const close = useCallback(() => setOpen(false), []);
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-start",
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "hidden w-64 shrink-0 self-stretch bg-base-200 lg:block",
				children: /* @__PURE__ */ jsx("nav", {
					"aria-label": "Dashboard",
					className: "sticky top-16 max-h-[calc(100svh-4rem)] overflow-y-auto p-4",
					children: /* @__PURE__ */ jsx(DashboardLinks, { links })
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "min-h-[calc(100svh-4rem)] min-w-0 flex-1 p-4 lg:p-8",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn btn-outline btn-sm mb-4 lg:hidden",
					"aria-expanded": open,
					"aria-controls": "dashboard-menu",
					onClick: () => setOpen(true),
					children: "Dashboard menu"
				}), /* @__PURE__ */ jsx(Outlet, {})]
			}),
			/* @__PURE__ */ jsx(SideSheet, {
				id: "dashboard-menu",
				title: "Dashboard",
				closeLabel: "Close dashboard menu",
				open,
				onClose: close,
				children: /* @__PURE__ */ jsx("nav", {
					"aria-label": "Dashboard",
					className: "p-3",
					children: /* @__PURE__ */ jsx(DashboardLinks, {
						links,
						onNavigate: close
					})
				})
			})
		]
	});
}
// src/features/dashboard/email-preferences.tsx
/** Which notifications also come by e-mail (the profile's section); only the kinds this role can receive. */
function EmailPreferences({ role }) {
	const kinds = NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_KIND_INFO[kind].roles.includes(role));
	const preferences = useQuery({
		...notificationPreferencesQuery(),
		enabled: kinds.length > 0
	});
	const save = useSaveNotificationPreferences({
		onSuccess: () => toast.success("Your e-mail choices are saved."),
		onError: (error) => toast.error(`Could not save your e-mail choices. ${error.message}`)
	});
	const [chosen, setChosen] = useState(null);
	useEffect(() => {
		if (preferences.data) setChosen(new Set(preferences.data.emailKinds));
	}, [preferences.data]);
	if (kinds.length === 0) return null;
	if (preferences.isPending || !chosen) return /* @__PURE__ */ jsx(LoadingState, { label: "Loading your e-mail choices..." });
	if (preferences.isError) return /* @__PURE__ */ jsx(ErrorState, {
		message: "We could not load your e-mail choices.",
		onRetry: () => preferences.refetch()
	});
	const toggle = (kind, on) => setChosen((current) => {
		const next = new Set(current);
		if (on) next.add(kind);
		else next.delete(kind);
		return next;
	});
	const onSubmit = (event) => {
		event.preventDefault();
		save.mutate({ emailKinds: NOTIFICATION_KINDS.filter((kind) => chosen.has(kind)) });
	};
	return /* @__PURE__ */ jsx("form", {
		onSubmit,
		className: "card mx-auto mt-6 max-w-xl bg-base-100 shadow-md",
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body",
			children: [
				/* @__PURE__ */ jsxs("fieldset", {
					className: "space-y-2",
					children: [/* @__PURE__ */ jsx("legend", {
						className: "mb-2 text-lg font-semibold",
						children: "E-mail me when"
					}), kinds.map((kind) => /* @__PURE__ */ jsxs("label", {
						className: "flex cursor-pointer items-center gap-3",
						children: [/* @__PURE__ */ jsx("input", {
							type: "checkbox",
							className: "checkbox checkbox-primary",
							checked: chosen.has(kind),
							onChange: (event) => toggle(kind, event.target.checked)
						}), /* @__PURE__ */ jsx("span", { children: NOTIFICATION_KIND_INFO[kind].label })]
					}, kind))]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-base-content/80",
					children: "Every notification also appears under the bell at the top of the page."
				}),
				/* @__PURE__ */ jsx("div", {
					className: "card-actions justify-end",
					children: /* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "btn btn-primary",
						disabled: save.isPending,
						children: save.isPending ? "Saving..." : "Save e-mail choices"
					})
				})
			]
		})
	});
}
// src/features/dashboard/profile-page.tsx
var dateTime = new Intl.DateTimeFormat("en-US", {
	dateStyle: "medium",
	timeStyle: "short"
});
function ProfilePage() {
	const { data, isPending, isError, refetch } = useQuery(ownRecordQuery());
	if (isPending) return /* @__PURE__ */ jsx(LoadingState, { label: "Loading your profile..." });
	if (isError) return /* @__PURE__ */ jsx(ErrorState, {
		message: "We could not load your profile.",
		onRetry: () => refetch()
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "profile-title",
		className: "card mx-auto max-w-xl bg-base-100 shadow-md",
		children: [/* @__PURE__ */ jsx("title", { children: "My profile · Keyhaven" }), /* @__PURE__ */ jsxs("div", {
			className: "card-body items-center text-center",
			children: [
				/* @__PURE__ */ jsx(Avatar, {
					src: data.photoURL,
					name: data.name,
					className: "size-28"
				}),
				/* @__PURE__ */ jsx("h1", {
					id: "profile-title",
					className: "card-title text-2xl",
					children: data.name
				}),
				/* @__PURE__ */ jsx("p", { children: data.email }),
				data.role !== "user" && /* @__PURE__ */ jsxs("p", { children: ["Role: ", /* @__PURE__ */ jsx("span", {
					className: "badge badge-primary capitalize",
					children: data.role
				})] }),
				/* @__PURE__ */ jsxs("dl", {
					className: "mt-4 grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm",
					children: [
						/* @__PURE__ */ jsx("dt", {
							className: "font-medium",
							children: "User id"
						}),
						/* @__PURE__ */ jsx("dd", {
							className: "break-all",
							children: data.uid
						}),
						/* @__PURE__ */ jsx("dt", {
							className: "font-medium",
							children: "Last login"
						}),
						/* @__PURE__ */ jsx("dd", { children: data.last_log_in ? dateTime.format(new Date(data.last_log_in)) : "Never" })
					]
				})
			]
		})]
	}), /* @__PURE__ */ jsx(EmailPreferences, { role: data.role })] });
}
export { AddPropertyPage, AdvertisePage, AwaitingPaymentPage, DashboardLayout, LeadPage, LeadsPage, MakeOfferPage, ManagePropertiesPage, ManageReviewsPage, ManageUsersPage, MyInquiriesPage, MyInquiryPage, MyPropertiesPage, MyReviewsPage, PaymentPage, ProfilePage, PropertyBoughtPage, RequestedOffersPage, SavedSearchesPage, SoldPropertiesPage, UpdatePropertyPage, WishlistPage };

//# sourceMappingURL=dashboard-routes-DVJrISIc.js.map