import { t as Link } from "./chunk-7RTFRKQW-bWUpzsSR.js";
import { a as text, i as paginationQuerySchema, n as emailQueryField } from "./common-CpSAhRKJ.js";
import { n as modifiedCountSchema, t as deletedCountSchema } from "./users-FFqYGUBW.js";
import { i as apiRequest } from "./api-client-CtE8tGP5.js";
import { i as reviewSchema, n as publicReviewSchema } from "./reviews-lgEzlhBt.js";
import { B as listingFiltersSchema, G as propertySchema, H as propertyCategorySchema, J as verificationStatusSchema, K as propertyUpdateResultSchema, P as LISTING_SORTS, V as listingTypeSchema, W as propertyPinSchema, k as paths, q as savedSearchFiltersSchema, s as fetchPage, t as formatAmount, z as insertedIdSchema } from "../entry-server.js";
import { t as useGuardedMutation } from "./use-guarded-mutation-Cn_gtkg_.js";
import { keepPreviousData, queryOptions, useQueryClient } from "@tanstack/react-query";
import { lazy, useEffect, useState } from "react";
import { z } from "zod";
import { jsx, jsxs } from "react/jsx-runtime";
import Swal from "sweetalert2";
// ../../packages/contract/src/inquiries.ts
var MAX_INQUIRY_MESSAGE_LENGTH = 2e3;
var messageField = text({
	multiline: true,
	error: "message is required"
}).trim().min(1, { error: "message is required" }).max(MAX_INQUIRY_MESSAGE_LENGTH, { error: `message must be at most ${MAX_INQUIRY_MESSAGE_LENGTH} characters` });
/** Digits with the usual separators, an optional leading +; 6 to 20 digits in all. */
var PHONE_PATTERN = /^\+?\d(?:[\d ().-]*\d)?$/;
var phoneField = text({ error: "phone must be a phone number" }).trim().max(30, { error: "phone must be at most 30 characters" }).refine((phone) => {
	const digits = phone.replace(/\D/g, "").length;
	return PHONE_PATTERN.test(phone) && digits >= 6 && digits <= 20;
}, { error: "phone must be a phone number (digits, spaces, +, -, parentheses)" });
/**
* A proposed viewing's own rule, shared with the form: in the future and at most MAX_VIEWING_DAYS_AHEAD away.
* Checked apart from the schema because it depends on the clock.
*/
function viewingTimeProblem(iso, now = /* @__PURE__ */ new Date()) {
	const time = Date.parse(iso);
	if (Number.isNaN(time)) return "Viewing time is not a date and time";
	if (time <= now.getTime()) return "Viewing times must be in the future";
	if (time > now.getTime() + 31536e6) return `Viewing times must be within 365 days`;
	return null;
}
/** What a signed-in person sends from a listing's details page. */
var inquiryInputSchema = z.object({
	message: messageField,
	phone: phoneField.optional(),
	viewingTimes: z.array(z.iso.datetime({
		offset: true,
		error: "viewingTimes must be ISO date-times"
	}), { error: "viewingTimes must be a list of ISO date-times" }).max(3, { error: `viewingTimes: at most 3 viewing times` }).optional()
}).meta({ id: "InquiryInput" });
z.object({ message: messageField }).meta({ id: "InquiryReplyInput" });
paginationQuerySchema.extend({ as: z.enum(["buyer", "agent"], { error: "as must be buyer or agent" }).optional() });
/** One conversation in a list: the listing, the two parties and the latest message. */
var inquiryThreadSchema = z.object({
	_id: z.uuid(),
	propertyId: z.uuid(),
	propertyTitle: z.string(),
	propertyImage: z.string(),
	buyerName: z.string(),
	agentName: z.string().nullable(),
	/** The latest message (its first characters) and who wrote it. */
	lastMessage: z.string(),
	lastFromAgent: z.boolean(),
	messageCount: z.number().int(),
	lastMessageAt: z.iso.datetime(),
	createdAt: z.iso.datetime()
}).meta({ id: "InquiryThread" });
var inquiryMessageSchema = z.object({
	_id: z.uuid(),
	authorName: z.string(),
	/** Written by the listing's agent (else by the buyer). */
	fromAgent: z.boolean(),
	/** Plain text: clients show it as text, never as HTML. */
	body: z.string(),
	phone: z.string().nullable(),
	viewingTimes: z.array(z.iso.datetime()),
	createdAt: z.iso.datetime()
}).meta({ id: "InquiryMessage" });
var inquiryThreadDetailSchema = inquiryThreadSchema.extend({
	messages: z.array(inquiryMessageSchema),
	/** Whether the caller is one of the two parties and the conversation can go on. */
	canReply: z.boolean()
}).meta({ id: "InquiryThreadDetail" });
// ../../packages/contract/src/insight.ts
/** One entry of a listing's price history: the range it took, and when. */
var priceChangeSchema = z.object({
	priceRange: z.string().meta({ example: "$5,000 - $7,000" }),
	priceLow: z.number(),
	priceHigh: z.number(),
	changedAt: z.iso.datetime()
}).meta({ id: "PriceChange" });
/** Whether the view beacon counted a new view (false: already counted today, or not one that counts). */
var viewRecordedSchema = z.object({ counted: z.boolean() }).meta({ id: "ViewRecorded" });
var IDS_MESSAGE = `ids must be 1 to 50 property ids separated by commas`;
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
z.object({ ids: text({ error: IDS_MESSAGE }).max(1850, { error: IDS_MESSAGE }).transform((value, ctx) => {
	const ids = value.split(",").map((id) => id.trim().toLowerCase());
	if (ids.length > 50 || !ids.every((id) => UUID.test(id))) {
		ctx.addIssue({
			code: "custom",
			message: IDS_MESSAGE
		});
		return z.NEVER;
	}
	return [...new Set(ids)];
}) });
/** A listing's figures for its agent: views (one per visitor per day), wishlist saves and offers received. */
var listingInsightSchema = z.object({
	propertyId: z.uuid(),
	views: z.number().int(),
	/** Views of today and the six days before (UTC days). */
	viewsLast7Days: z.number().int(),
	saves: z.number().int(),
	offers: z.number().int()
}).meta({ id: "ListingInsight" });
/** One month of an agent's sales (bought offers), in UTC months. */
var salesMonthSchema = z.object({
	month: z.string().meta({
		example: "2026-11",
		description: "YYYY-MM"
	}),
	count: z.number().int(),
	amount: z.number()
}).meta({ id: "SalesMonth" });
// ../../packages/contract/src/saved-searches.ts
/** The parameters of All Properties a saved search keeps (its filters and order; never the page). */
var SAVED_SEARCH_PARAMETERS = [
	"search",
	"listingType",
	"category",
	"minPrice",
	"maxPrice",
	"minBeds",
	"minBaths",
	"bbox",
	"sort"
];
/**
* The filters of a saved search's query string, or the first problem with it (naming the parameter). Keeps
* the first value of a repeated parameter, as the listing route does.
*/
function parseSavedSearchQuery(query) {
	const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
	const kept = {};
	for (const [key, value] of params) {
		if (!SAVED_SEARCH_PARAMETERS.includes(key)) return {
			ok: false,
			message: `${key} is not a filter of All Properties`
		};
		if (!(key in kept) && value.trim() !== "") kept[key] = value;
	}
	const parsed = savedSearchFiltersSchema.safeParse(kept);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		const field = issue?.path.join(".");
		const message = issue?.message ?? "invalid";
		return {
			ok: false,
			message: field && !message.includes(field) ? `${field}: ${message}` : message
		};
	}
	const canonical = new URLSearchParams(SAVED_SEARCH_PARAMETERS.flatMap((key) => {
		const value = kept[key];
		return value === void 0 ? [] : [[key, value]];
	})).toString();
	return {
		ok: true,
		filters: parsed.data,
		canonical
	};
}
z.object({
	name: text({ error: "name is required" }).trim().min(1, { error: "name is required" }).max(80, { error: "name must be at most 80 characters" }),
	query: text({ error: "query must be a query string" }).max(1e3, { error: "query must be at most 1000 characters" }).transform((value, ctx) => {
		const parsed = parseSavedSearchQuery(value);
		if (parsed.ok) return parsed.canonical;
		ctx.addIssue({
			code: "custom",
			message: `query: ${parsed.message}`
		});
		return z.NEVER;
	}).meta({ description: "The query string of the search, e.g. `listingType=rent&maxPrice=3000&sort=newest`: the filters and sort of GET /api/properties/verified (no page, limit or cursor)." })
}).meta({ id: "SavedSearchInput" });
var savedSearchSchema = z.object({
	_id: z.uuid(),
	name: z.string(),
	query: z.string(),
	/** Whether a newly verified listing that matches sends an e-mail (at most one an hour). */
	alertsEnabled: z.boolean(),
	createdAt: z.iso.datetime()
}).meta({ id: "SavedSearch" });
z.object({ alertsEnabled: z.boolean({ error: "alertsEnabled must be true or false" }) }).meta({ id: "SavedSearchUpdate" });
// ../../packages/contract/src/wishlist.ts
var wishlistItemSchema = z.object({
	_id: z.uuid(),
	propertyId: z.uuid(),
	userEmail: z.string(),
	title: z.string(),
	image: z.string(),
	location: z.string(),
	priceRange: z.string(),
	priceLow: z.number(),
	priceHigh: z.number(),
	category: propertyCategorySchema,
	listingType: listingTypeSchema,
	agentName: z.string().nullable(),
	agentEmail: z.string().nullable(),
	agentImage: z.string().nullable(),
	verificationStatus: verificationStatusSchema,
	isSold: z.boolean(),
	/** An offer on it is accepted or bought: it takes no new offers. */
	underContract: z.boolean(),
	createdAt: z.iso.datetime()
}).meta({ id: "WishlistItem" });
z.object({ propertyId: z.uuid({ error: "propertyId must be a property id" }) }).meta({ id: "WishlistInput" });
paginationQuerySchema.extend({ email: emailQueryField("email") });
// src/lib/dashboard-paths.ts
var dashboard = paths.dashboard;
var dashboardPaths = {
	myProfile: `${dashboard}/myProfile`,
	wishlist: `${dashboard}/wishlist`,
	savedSearches: `${dashboard}/saved-searches`,
	myReviews: `${dashboard}/reviews`,
	propertyBought: `${dashboard}/property-bought`,
	myInquiries: `${dashboard}/my-inquiries`,
	myInquiry: (id) => `${dashboard}/my-inquiries/${id}`,
	makeOffer: (propertyId) => `${dashboard}/make-offer/${propertyId}`,
	payment: (offerId) => `${dashboard}/payment/${offerId}`,
	updateProperty: (id) => `${dashboard}/update-property/${id}`,
	agentProfile: `${dashboard}/agentProfile`,
	addProperty: `${dashboard}/addProperty`,
	myAddedProperties: `${dashboard}/myAddProperties`,
	mySoldProperties: `${dashboard}/mySoldProperties`,
	requestedProperties: `${dashboard}/requestedProperties`,
	leads: `${dashboard}/leads`,
	lead: (id) => `${dashboard}/leads/${id}`,
	adminProfile: `${dashboard}/adminProfile`,
	manageProperties: `${dashboard}/manageProperties`,
	awaitingPayment: `${dashboard}/awaiting-payment`,
	manageUsers: `${dashboard}/manageUser`,
	manageReviews: `${dashboard}/manage-review`,
	advertiseProperty: `${dashboard}/advertise-property`
};
// src/lib/use-list-mutation.ts
/**
* A feature's mutation, as its api.ts offers it to screens: one call at a time, and every query under
* `invalidates` (the feature's root key) refetched once it settles, whatever the outcome.
*/
function useListMutation(invalidates, mutationFn, outcome) {
	const queryClient = useQueryClient();
	return useGuardedMutation({
		mutationFn,
		...outcome,
		onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates })
	});
}
var INQUIRIES_KEY = ["inquiries"];
/** The Contact agent form, loaded only when a details page shows it (keeps that page light). */
var ContactAgent = lazy(async () => ({ default: (await import("./contact-agent-form-DuxHZzPR.js")).ContactAgentForm }));
/** The caller's conversations on one side: those they started (buyer) or the leads on their listings (agent). */
var inquiriesQuery = (side, page) => queryOptions({
	queryKey: [
		...INQUIRIES_KEY,
		"list",
		{
			side,
			page
		}
	],
	queryFn: ({ signal }) => fetchPage("/inquiries", {
		item: inquiryThreadSchema,
		query: {
			as: side,
			page,
			limit: 10
		},
		signal
	}),
	placeholderData: keepPreviousData
});
var inquiryQuery = (id) => queryOptions({
	queryKey: [
		...INQUIRIES_KEY,
		"one",
		id
	],
	queryFn: async ({ signal }) => (await apiRequest(`/inquiries/${id}`, {
		schema: inquiryThreadDetailSchema,
		signal
	})).data
});
var sendInquiry = async ({ propertyId, input }) => (await apiRequest(`/properties/${propertyId}/inquiries`, {
	method: "POST",
	body: input,
	schema: insertedIdSchema
})).data;
var sendReply = async ({ id, message }) => (await apiRequest(`/inquiries/${id}/replies`, {
	method: "POST",
	body: { message },
	schema: insertedIdSchema
})).data;
var useSendInquiry = (outcome) => useListMutation(INQUIRIES_KEY, sendInquiry, outcome);
var useSendReply = (outcome) => useListMutation(INQUIRIES_KEY, sendReply, outcome);
// src/lib/dialogs.ts
/**
* SweetAlert2 as every dialog of the app uses it: no padding added for the scrollbar (the page reserves its
* room, see styles.css, so nothing shifts sideways), a backdrop that ignores the rest of a double click, and
* button colours that pass WCAG AA.
*/
var openedAt = 0;
var dialog = Swal.mixin({
	scrollbarPadding: false,
	willOpen: () => {
		openedAt = Date.now();
	},
	allowOutsideClick: () => Date.now() - openedAt > 600,
	confirmButtonColor: "#4338ca",
	cancelButtonColor: "#4b5563"
});
/** Asks before something that cannot be undone; resolves true only on an explicit yes. */
async function confirmDanger(title, text, confirmButtonText = "Yes, delete it") {
	return (await dialog.fire({
		title,
		text,
		icon: "warning",
		showCancelButton: true,
		confirmButtonText,
		cancelButtonText: "Cancel",
		confirmButtonColor: "#b91c1c",
		focusCancel: true
	})).isConfirmed;
}
/** Asks before a change that can be undone but matters (a status, a person's rights). */
async function confirmChange(title, text, confirmButtonText = "Yes") {
	return (await dialog.fire({
		title,
		...text && { text },
		icon: "question",
		showCancelButton: true,
		confirmButtonText,
		cancelButtonText: "Cancel"
	})).isConfirmed;
}
/** The original product's result dialog (docs/decisions/0005: 'Property Added!', 'Deleted!', 'Oops...'). */
async function showResult(icon, title, text) {
	await dialog.fire({
		icon,
		title,
		text,
		confirmButtonText: "OK"
	});
}
/** Shown before a call the server would refuse for this role (it refuses anyway). */
async function showAccessDenied(text) {
	await dialog.fire({
		icon: "error",
		title: "Access Denied",
		text,
		confirmButtonText: "OK"
	});
}
/** Asks for a required reason (a rejection the other party is told about); null when cancelled. */
async function askForReason(title, { label, maxLength }) {
	const result = await dialog.fire({
		title,
		icon: "question",
		input: "textarea",
		inputLabel: label,
		inputAttributes: {
			maxlength: String(maxLength),
			"aria-required": "true"
		},
		inputValidator: (value) => value.trim() ? null : "Please give a reason.",
		showCancelButton: true,
		confirmButtonText: "Yes",
		cancelButtonText: "Cancel"
	});
	return result.isConfirmed && result.value ? result.value.trim() : null;
}
// src/components/property-not-found.tsx
/** A property id that names no listing the caller may see (missing, removed, or not an id at all). */
function PropertyNotFound() {
	return /* @__PURE__ */ jsxs("div", {
		className: "py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Property not found · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "Property not found"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-2 text-base-content/80",
				children: "It may have been removed or is not listed any more."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: paths.allProperties,
				className: "btn btn-primary mt-6",
				children: "Browse all properties"
			})
		]
	});
}
var PROPERTIES_KEY = ["properties"];
var propertyQuery = (id) => queryOptions({
	queryKey: [
		...PROPERTIES_KEY,
		"one",
		id
	],
	queryFn: async ({ signal }) => (await apiRequest(`/properties/${id}`, {
		schema: propertySchema,
		signal
	})).data
});
var priceHistoryQuery = (id) => queryOptions({
	queryKey: [
		...PROPERTIES_KEY,
		"price-history",
		id
	],
	queryFn: async ({ signal }) => (await apiRequest(`/properties/${id}/price-history`, {
		schema: z.array(priceChangeSchema),
		signal
	})).data
});
/** Tells the server the details page showed this listing (it counts one view per visitor per day). */
var recordView = (id) => apiRequest(`/properties/${id}/views`, {
	method: "POST",
	schema: viewRecordedSchema
});
/** Views, saves and offers of the agent's own listings among `ids` (one page of My Added Properties). */
var listingInsightQuery = (ids) => queryOptions({
	queryKey: [
		...PROPERTIES_KEY,
		"insight",
		ids
	],
	queryFn: async ({ signal }) => (await apiRequest("/properties/agent/insight", {
		schema: z.array(listingInsightSchema),
		query: { ids: ids.join(",") },
		signal
	})).data,
	enabled: ids.length > 0
});
var agentPropertiesQuery = (email, page) => queryOptions({
	queryKey: [
		...PROPERTIES_KEY,
		"agent",
		{
			email,
			page
		}
	],
	queryFn: async ({ signal }) => {
		return fetchPage("/properties/agent", {
			item: propertySchema,
			query: {
				email,
				page,
				limit: 12
			},
			signal,
			envelope: "data"
		});
	},
	placeholderData: keepPreviousData
});
var adminPropertiesQuery = (status, search, page) => queryOptions({
	queryKey: [
		...PROPERTIES_KEY,
		"admin",
		{
			status,
			search,
			page
		}
	],
	queryFn: async ({ signal }) => {
		return fetchPage("/properties", {
			item: propertySchema,
			query: {
				status,
				search,
				page,
				limit: 12
			},
			signal,
			envelope: "data"
		});
	},
	placeholderData: keepPreviousData
});
var addProperty = (input) => apiRequest("/properties", {
	method: "POST",
	body: input,
	schema: insertedIdSchema
});
var updateProperty = ({ id, input }) => apiRequest(`/properties/${id}`, {
	method: "PUT",
	body: input,
	schema: propertyUpdateResultSchema
});
var deleteProperty = (id) => apiRequest(`/properties/verify/${id}`, {
	method: "DELETE",
	schema: deletedCountSchema
});
var setVerification = ({ id, decision }) => apiRequest(`/properties/verify/${id}`, {
	method: "PATCH",
	body: decision,
	schema: modifiedCountSchema
});
var advertise = (id) => apiRequest(`/properties/advertise/${id}`, {
	method: "PATCH",
	schema: modifiedCountSchema
});
var withdrawAdvertisement = (id) => apiRequest(`/properties/advertise/${id}`, {
	method: "DELETE",
	schema: modifiedCountSchema
});
/**
* Add and Update Property save through these (the form keeps its own submitting state); every list of
* listings is refetched once the save is answered.
*/
function useSaveProperty() {
	const queryClient = useQueryClient();
	const saved = async (answer) => {
		await queryClient.invalidateQueries({ queryKey: PROPERTIES_KEY });
		return answer;
	};
	return {
		add: async (input) => saved(await addProperty(input)),
		update: async (id, input) => saved(await updateProperty({
			id,
			input
		}))
	};
}
var useDeleteProperty = (outcome) => useListMutation(PROPERTIES_KEY, deleteProperty, outcome);
var useVerification = (outcome) => useListMutation(PROPERTIES_KEY, setVerification, outcome);
var useAdvertise = (outcome) => useListMutation(PROPERTIES_KEY, advertise, outcome);
var useWithdrawAdvertisement = (outcome) => useListMutation(PROPERTIES_KEY, withdrawAdvertisement, outcome);
var REVIEWS_KEY = ["reviews"];
var propertyReviewsQuery = (propertyId) => queryOptions({
	queryKey: [
		...REVIEWS_KEY,
		"property",
		propertyId
	],
	queryFn: async ({ signal }) => (await apiRequest(`/reviews/${propertyId}`, {
		schema: z.array(publicReviewSchema),
		query: { limit: 50 },
		signal
	})).data
});
var myReviewsQuery = (email, page) => queryOptions({
	queryKey: [
		...REVIEWS_KEY,
		"mine",
		{
			email,
			page
		}
	],
	queryFn: async ({ signal }) => {
		return fetchPage("/reviews", {
			item: reviewSchema,
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
var allReviewsQuery = (page) => queryOptions({
	queryKey: [
		...REVIEWS_KEY,
		"all",
		{ page }
	],
	queryFn: async ({ signal }) => {
		return fetchPage("/reviews/all", {
			item: reviewSchema,
			query: {
				page,
				limit: 12
			},
			signal
		});
	},
	placeholderData: keepPreviousData
});
var addReview = ({ propertyId, description }) => apiRequest("/reviews", {
	method: "POST",
	body: {
		propertyId,
		description
	},
	schema: insertedIdSchema
});
/** The author edits the text of their own review. */
var editReview = ({ id, description }) => apiRequest(`/reviews/${id}`, {
	method: "PATCH",
	body: { description },
	schema: modifiedCountSchema
});
/** The author passes their own e-mail, as the original client's call does (docs/decisions/0001); an admin deletes without it. */
var deleteReview = ({ id, email }) => apiRequest(`/reviews/${id}`, {
	method: "DELETE",
	query: { email },
	schema: deletedCountSchema
});
var useAddReview = (outcome) => useListMutation(REVIEWS_KEY, addReview, outcome);
var useEditReview = (outcome) => useListMutation(REVIEWS_KEY, editReview, outcome);
var useDeleteReview = (outcome) => useListMutation(REVIEWS_KEY, deleteReview, outcome);
// src/features/search/api.ts
var SAVED_SEARCHES_KEY = ["saved-searches"];
/** The map shows this many results of the visible area at most (the list pages through all). */
var MAP_RESULT_LIMIT = 100;
var searchPropertiesQuery = (filters, page) => queryOptions({
	queryKey: [
		"properties",
		"verified",
		{
			...filters,
			page
		}
	],
	queryFn: ({ signal }) => fetchPage("/properties/verified", {
		item: propertySchema,
		query: {
			...filters,
			page,
			limit: 12
		},
		signal
	}),
	placeholderData: keepPreviousData
});
/** The map's pins: the first results of the filters (pages would hide pins), as many as a page may hold. */
var mapPinsQuery = (filters) => queryOptions({
	queryKey: [
		"properties",
		"verified",
		"pins",
		filters
	],
	queryFn: ({ signal }) => fetchPage("/properties/verified/pins", {
		item: propertyPinSchema,
		query: {
			...filters,
			limit: MAP_RESULT_LIMIT
		},
		signal
	}),
	placeholderData: keepPreviousData
});
var savedSearchesQuery = () => queryOptions({
	queryKey: SAVED_SEARCHES_KEY,
	queryFn: async ({ signal }) => (await apiRequest("/saved-searches", {
		schema: z.array(savedSearchSchema),
		signal
	})).data
});
var saveSearch = async (input) => (await apiRequest("/saved-searches", {
	method: "POST",
	body: input,
	schema: savedSearchSchema
})).data;
var setSearchAlerts = async ({ id, alertsEnabled }) => (await apiRequest(`/saved-searches/${id}`, {
	method: "PATCH",
	body: { alertsEnabled },
	schema: savedSearchSchema
})).data;
var deleteSavedSearch = (id) => apiRequest(`/saved-searches/${id}`, {
	method: "DELETE",
	schema: deletedCountSchema
});
var useSaveSearch = (outcome) => useListMutation(SAVED_SEARCHES_KEY, saveSearch, outcome);
var useSetSearchAlerts = (outcome) => useListMutation(SAVED_SEARCHES_KEY, setSearchAlerts, outcome);
var useDeleteSavedSearch = (outcome) => useListMutation(SAVED_SEARCHES_KEY, deleteSavedSearch, outcome);
// src/features/search/filters.ts
var isValid = (key, value) => key === "sort" ? LISTING_SORTS.includes(value) : listingFiltersSchema.shape[key].safeParse(value).success;
/** The filters in the URL's query, valid values only (a hand-edited URL never makes the API refuse). */
function readFilters(params) {
	const filters = {};
	for (const key of SAVED_SEARCH_PARAMETERS) {
		const value = params.get(key)?.trim();
		if (value && isValid(key, value)) filters[key] = value;
	}
	if (filters.minPrice && filters.maxPrice && Number(filters.maxPrice) < Number(filters.minPrice)) delete filters.maxPrice;
	return filters;
}
/** The filters as one query string, in the contract's order (the form a saved search keeps). */
function filtersToQuery(filters) {
	const params = new URLSearchParams();
	for (const key of SAVED_SEARCH_PARAMETERS) {
		const value = filters[key];
		if (value) params.set(key, value);
	}
	return params.toString();
}
/** The spec's words for the price sort; newest first is what no price sort means. */
var SORT_LABELS = {
	newest: "Newest first",
	asc: "Low to High",
	desc: "High to Low"
};
/** One readable label per filter set (chips, saved searches), in the contract's order. */
function describeFilters(filters) {
	const labels = [];
	const add = (key, label) => labels.push({
		key,
		label
	});
	if (filters.search) add("search", `“${filters.search}”`);
	if (filters.listingType) add("listingType", filters.listingType === "rent" ? "For rent" : "For sale");
	if (filters.category) add("category", filters.category);
	if (filters.minPrice) add("minPrice", `From ${formatAmount(Number(filters.minPrice))}`);
	if (filters.maxPrice) add("maxPrice", `Up to ${formatAmount(Number(filters.maxPrice))}`);
	if (filters.minBeds) add("minBeds", `${filters.minBeds}+ beds`);
	if (filters.minBaths) add("minBaths", `${filters.minBaths}+ baths`);
	if (filters.bbox) add("bbox", "Map area");
	if (filters.sort) add("sort", SORT_LABELS[filters.sort]);
	return labels;
}
// src/lib/use-debounced-value.ts
/** The value, once it has stopped changing for `delayMs` (for search as you type). */
function useDebouncedValue(value, delayMs = 300) {
	const [debounced, setDebounced] = useState(value);
	useEffect(() => {
		const timer = setTimeout(() => setDebounced(value), delayMs);
		return () => clearTimeout(timer);
	}, [value, delayMs]);
	return debounced;
}
var WISHLIST_KEY = ["wishlist"];
var wishlistQuery = (email, page) => queryOptions({
	queryKey: [...WISHLIST_KEY, {
		email,
		page
	}],
	queryFn: async ({ signal }) => {
		return fetchPage("/wishlist", {
			item: wishlistItemSchema,
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
var addToWishlist = (propertyId) => apiRequest("/wishlist", {
	method: "POST",
	body: { propertyId },
	schema: insertedIdSchema
});
var removeFromWishlist = (id) => apiRequest(`/wishlist/${id}`, {
	method: "DELETE",
	schema: deletedCountSchema
});
var useAddToWishlist = (outcome) => useListMutation(WISHLIST_KEY, addToWishlist, outcome);
var useRemoveFromWishlist = (outcome) => useListMutation(WISHLIST_KEY, removeFromWishlist, outcome);
export { useVerification as A, inquiriesQuery as B, listingInsightQuery as C, useAdvertise as D, recordView as E, confirmDanger as F, dashboardPaths as G, useSendInquiry as H, dialog as I, inquiryInputSchema as J, salesMonthSchema as K, showAccessDenied as L, PropertyNotFound as M, askForReason as N, useDeleteProperty as O, confirmChange as P, showResult as R, agentPropertiesQuery as S, propertyQuery as T, useSendReply as U, inquiryQuery as V, useListMutation as W, viewingTimeProblem as Y, propertyReviewsQuery as _, SORT_LABELS as a, useEditReview as b, readFilters as c, searchPropertiesQuery as d, useDeleteSavedSearch as f, myReviewsQuery as g, allReviewsQuery as h, useDebouncedValue as i, useWithdrawAdvertisement as j, useSaveProperty as k, mapPinsQuery as l, useSetSearchAlerts as m, useRemoveFromWishlist as n, describeFilters as o, useSaveSearch as p, MAX_INQUIRY_MESSAGE_LENGTH as q, wishlistQuery as r, filtersToQuery as s, useAddToWishlist as t, savedSearchesQuery as u, useAddReview as v, priceHistoryQuery as w, adminPropertiesQuery as x, useDeleteReview as y, ContactAgent as z };

//# sourceMappingURL=api-B0L5Zlv8.js.map