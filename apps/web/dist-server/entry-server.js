import { a as ScrollRestoration, c as createStaticRouter, d as useLocation, f as useNavigate, h as useSearchParams, i as Outlet, l as isRouteErrorResponse, m as useRouteError, n as NavLink, o as StaticRouterProvider, r as Navigate, s as createStaticHandler2, t as Link, u as matchRoutes } from "./assets/chunk-7RTFRKQW-bWUpzsSR.js";
import { i as apiRequest, n as ContractMismatchError, o as setApiTransport, r as accessToken, s as setUnauthorizedHandler, t as ApiError } from "./assets/api-client-CtE8tGP5.js";
import { a as text, i as paginationQuerySchema, s as uploadedImageField } from "./assets/common-CpSAhRKJ.js";
import { QueryClient, QueryClientProvider, dehydrate, keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { StrictMode, Suspense, createContext, lazy, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { renderToString } from "react-dom/server";
import { z } from "zod";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { preload } from "react-dom";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// src/app/hydration.ts
/** Ids of the JSON blocks the server writes into a rendered page for the browser to pick up. */
var QUERY_STATE_ID = "keyhaven-query-state";
// ../../packages/contract/src/money.ts
var formatters = /* @__PURE__ */ new Map();
/** The one money formatter: every amount the product shows goes through it, in one configured currency. */
function formatMoney(amount, currency) {
	let formatter = formatters.get(currency);
	if (!formatter) {
		formatter = new Intl.NumberFormat("en-US", {
			style: "currency",
			currency,
			minimumFractionDigits: 2,
			maximumFractionDigits: 2,
			trailingZeroDisplay: "stripIfInteger"
		});
		formatters.set(currency, formatter);
	}
	return formatter.format(amount);
}
/** Every amount is below this: the database keeps money as numeric(14, 2). */
var MONEY_CEILING = 10 ** 12;
// ../../packages/contract/src/offer-notes.ts
/** Why a rental shows no Make an Offer (the server answers 409 with its own wording). */
var RENTAL_NO_OFFERS_NOTE = "Rentals take no offers: contact the agent to rent this home.";
/** Why an expired offer cannot be paid (the server's 409 and the payment page say the same). */
var OFFER_EXPIRED_NOTE = "This offer has expired (it was not paid by its deadline, or an admin released it) and can no longer be paid.";
// ../../packages/contract/src/price-range.ts
var DASHES = /\s*[-–—]\s*/;
/**
* Reads '$5000 - $7000' (any currency signs, thousands separators and spacing) into numbers, keeping only
* digits and the decimal point on each side of the dash, as the original product's offer check does (docs/decisions/0001).
*/
function parsePriceRange(text) {
	const sides = text.trim().split(DASHES);
	if (sides.length !== 2) return {
		ok: false,
		message: "Price range must look like $5000 - $7000"
	};
	const [low, high] = sides.map((side) => {
		const digits = side.replace(/[^0-9.]/g, "");
		return /^\d+(\.\d{1,2})?$/.test(digits) ? Number(digits) : NaN;
	});
	if (Number.isNaN(low) || Number.isNaN(high)) return {
		ok: false,
		message: "Price range must have a number on each side of the dash, e.g. $5000 - $7000"
	};
	if (low <= 0) return {
		ok: false,
		message: "Prices must be greater than zero"
	};
	if (low > high) return {
		ok: false,
		message: "The low price must not be above the high price"
	};
	if (high >= MONEY_CEILING) return {
		ok: false,
		message: `Prices must be below ${MONEY_CEILING.toLocaleString("en-US")}`
	};
	return {
		ok: true,
		low,
		high
	};
}
// ../../packages/contract/src/properties.ts
var LISTING_TYPES = ["sale", "rent"];
var listingTypeSchema = z.enum(LISTING_TYPES, { error: "listingType must be sale or rent" });
var PROPERTY_CATEGORIES = [
	"House",
	"Villa",
	"Office",
	"Apartment"
];
var propertyCategorySchema = z.enum(PROPERTY_CATEGORIES, { error: `category must be one of ${PROPERTY_CATEGORIES.join(", ")}` });
var VERIFICATION_STATUSES = [
	"pending",
	"verified",
	"rejected"
];
var verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
var propertySchema = z.object({
	_id: z.uuid(),
	title: z.string(),
	description: z.string(),
	location: z.string(),
	/** The cover picture: always images[0]. */
	image: z.string(),
	/** Every picture of the listing in the agent's order, 1 to MAX_PROPERTY_IMAGES. */
	images: z.array(z.string()),
	priceRange: z.string().meta({ example: "$5,000 - $7,000" }),
	priceLow: z.number(),
	priceHigh: z.number(),
	listingType: listingTypeSchema,
	category: propertyCategorySchema,
	bedrooms: z.number().int().nullable(),
	bathrooms: z.number().int().nullable(),
	areaSqft: z.number().int().nullable(),
	/** Where it is on the map, in degrees (WGS 84); null for a listing placed before maps existed. */
	latitude: z.number().nullable(),
	longitude: z.number().nullable(),
	verificationStatus: verificationStatusSchema,
	isAdvertised: z.boolean(),
	isSold: z.boolean(),
	/** An offer on it is accepted or bought: it can no longer be deleted or re-priced. */
	underContract: z.boolean(),
	agentName: z.string().nullable(),
	agentEmail: z.string().nullable(),
	agentImage: z.string().nullable(),
	createdAt: z.iso.datetime()
}).meta({ id: "Property" });
/** The card of the home page's Advertisement Section. */
var advertisedPropertySchema = propertySchema.pick({
	_id: true,
	image: true,
	title: true,
	location: true,
	priceRange: true,
	verificationStatus: true,
	listingType: true,
	category: true
}).meta({ id: "AdvertisedProperty" });
/** A result on All Properties' map: its pin (price, place) and the card of its popup. */
var propertyPinSchema = propertySchema.pick({
	_id: true,
	title: true,
	location: true,
	image: true,
	priceRange: true,
	priceLow: true,
	listingType: true,
	latitude: true,
	longitude: true
}).meta({ id: "PropertyPin" });
paginationQuerySchema.extend({ category: propertyCategorySchema.optional() });
/** All Properties' orders: the low price either way, or newest first (the default). */
var LISTING_SORTS = [
	"asc",
	"desc",
	"newest"
];
/** A whole number or an amount with cents, from a query string; `field` names it in the message. */
var queryAmount = (field) => z.coerce.number({ error: `${field} must be a number` }).min(0, { error: `${field} cannot be negative` }).max(MONEY_CEILING - 1, { error: `${field} must be at most ${MONEY_CEILING - 1}` });
var queryMinimum = (field) => z.coerce.number({ error: `${field} must be a whole number from 0 to 100` }).int({ error: `${field} must be a whole number from 0 to 100` }).min(0, { error: `${field} must be a whole number from 0 to 100` }).max(100, { error: `${field} must be a whole number from 0 to 100` });
var BBOX_MESSAGE = "bbox must be west,south,east,north in degrees (longitude -180..180, latitude -90..90)";
var bboxField = text().max(100, { error: BBOX_MESSAGE }).transform((value, ctx) => {
	const parts = value.split(",").map((part) => part.trim() === "" ? NaN : Number(part));
	const [west = NaN, south = NaN, east = NaN, north = NaN] = parts;
	if (!(parts.length === 4 && parts.every(Number.isFinite) && [west, east].every((lng) => lng >= -180 && lng <= 180) && [south, north].every((lat) => lat >= -90 && lat <= 90))) {
		ctx.addIssue({
			code: "custom",
			message: BBOX_MESSAGE
		});
		return z.NEVER;
	}
	if (west > east || south > north) {
		ctx.addIssue({
			code: "custom",
			message: "bbox: west must not exceed east, nor south north"
		});
		return z.NEVER;
	}
	return {
		west,
		south,
		east,
		north
	};
});
/**
* The filters of All Properties, every one optional and combinable. A home matches the price filters when
* its price range overlaps [minPrice, maxPrice]. The same object, as a query string, is a saved search.
*/
var listingFiltersSchema = z.object({
	search: text().trim().max(100, { error: "search must be at most 100 characters" }).optional(),
	listingType: listingTypeSchema.optional(),
	category: propertyCategorySchema.optional(),
	minPrice: queryAmount("minPrice").optional(),
	maxPrice: queryAmount("maxPrice").optional(),
	minBeds: queryMinimum("minBeds").optional(),
	minBaths: queryMinimum("minBaths").optional(),
	bbox: bboxField.optional()
});
/**
* maxPrice below minPrice can match nothing: refused, naming maxPrice. A refinement of the final schema (a
* refined object can no longer be extended).
*/
function checkPriceOrder(query, ctx) {
	if (query.minPrice !== void 0 && query.maxPrice !== void 0 && query.maxPrice < query.minPrice) ctx.addIssue({
		code: "custom",
		path: ["maxPrice"],
		message: "maxPrice must not be below minPrice"
	});
}
var listingSortField = z.enum(LISTING_SORTS, { error: "sort must be asc, desc or newest" }).optional();
paginationQuerySchema.extend(listingFiltersSchema.shape).extend({ sort: listingSortField });
/** The parameters a saved search keeps: the filters and the order, never the page. */
var savedSearchFiltersSchema = listingFiltersSchema.extend({ sort: listingSortField }).superRefine(checkPriceOrder);
/**
* How far page numbers reach into a public list of listings (home, Rent Properties, All Properties, the map):
* page × limit at most this. A deeper offset page reads every row above it, and on the embedded database one
* such request holds up every other; All Properties goes further by its keyset cursor, which costs the same at
* any depth. People page through far less than this, and narrow a search before they would.
*/
var LISTING_PAGE_REACH = 1e3;
paginationQuerySchema.extend({
	status: verificationStatusSchema.optional(),
	search: text().trim().max(100, { error: "search must be at most 100 characters" }).optional()
});
z.object({ data: z.array(propertySchema) }).meta({ id: "PropertyList" });
var count = (field, max) => z.number({ error: `${field} must be a whole number` }).int({ error: `${field} must be a whole number` }).min(0, { error: `${field} cannot be negative` }).max(max, { error: `${field} must be at most ${max}` }).nullable().optional();
var priceRangeField = text({ error: "Price range is required" }).trim().min(1, { error: "Price range is required" }).superRefine((value, ctx) => {
	const parsed = parsePriceRange(value);
	if (!parsed.ok) ctx.addIssue({
		code: "custom",
		message: parsed.message
	});
});
/**
* What an agent sends to add or update a listing. Status, advertised flag and agent identity are never read
* from it (the server sets them); extra fields such as agentEmail or verificationStatus are ignored.
*/
var propertyInputSchema = z.object({
	title: text({ error: "Title is required" }).trim().min(1, { error: "Title is required" }).max(120, { error: "Title must be at most 120 characters" }),
	location: text({ error: "Location is required" }).trim().min(1, { error: "Location is required" }).max(200, { error: "Location must be at most 200 characters" }),
	/** The cover picture; alone (without images) it replaces only the cover of an existing listing. */
	image: uploadedImageField({
		required: "Image is required",
		invalid: "Image must be a picture uploaded to Keyhaven (/uploads/...)"
	}).optional(),
	/** Every picture in order, the first being the cover; replaces the listing's pictures. */
	images: z.array(uploadedImageField({
		required: "Image is required",
		invalid: "Each image must be a picture uploaded to Keyhaven (/uploads/...)"
	}), { error: "images must be a list of uploaded pictures" }).min(1, { error: "Image is required" }).max(12, { error: `A listing holds at most 12 images` }).refine((images) => new Set(images).size === images.length, { error: "The same image is listed twice" }).optional(),
	priceRange: priceRangeField,
	description: text({ multiline: true }).trim().max(4e3, { error: "Description must be at most 4000 characters" }).optional().default(""),
	listingType: listingTypeSchema.default("sale"),
	category: propertyCategorySchema.default("House"),
	bedrooms: count("bedrooms", 100),
	bathrooms: count("bathrooms", 100),
	areaSqft: count("areaSqft", 1e7),
	latitude: z.number({ error: "latitude must be a number from -90 to 90" }).min(-90, { error: "latitude must be a number from -90 to 90" }).max(90, { error: "latitude must be a number from -90 to 90" }).nullable().optional(),
	longitude: z.number({ error: "longitude must be a number from -180 to 180" }).min(-180, { error: "longitude must be a number from -180 to 180" }).max(180, { error: "longitude must be a number from -180 to 180" }).nullable().optional()
}).meta({ id: "PropertyInput" });
z.object({
	status: z.enum(["verified", "rejected"], { error: "status must be verified or rejected" }),
	reason: text({
		multiline: true,
		error: "reason must be text"
	}).trim().max(500, { error: `must be at most 500 characters` }).optional()
}).superRefine((decision, context) => {
	if (decision.status === "rejected" && !decision.reason) context.addIssue({
		code: "custom",
		path: ["reason"],
		message: "is required when rejecting a property"
	});
}).meta({ id: "VerifyProperty" });
var insertedIdSchema = z.object({ insertedId: z.string() }).meta({ id: "InsertedId" });
/** What an update did: a verified listing whose fields changed went back to review (pending, not advertised). */
var propertyUpdateResultSchema = z.object({
	modifiedCount: z.number().int(),
	verificationStatus: verificationStatusSchema,
	returnedToReview: z.boolean()
}).meta({ id: "PropertyUpdateResult" });
// src/app/query-client.ts
/** The browser keeps one; the server makes one per rendered page, so no visitor sees another's data. */
var createQueryClient = () => new QueryClient({ defaultOptions: { queries: {
	staleTime: 3e4,
	retry: (failureCount, error) => failureCount < 2 && !(error instanceof ContractMismatchError) && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
} } });
createQueryClient();
// src/components/status.tsx
function LoadingState({ label }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: "flex items-center justify-center gap-3 py-12 text-base-content/70",
		children: [/* @__PURE__ */ jsx("span", {
			className: "loading loading-spinner loading-md",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("span", { children: label })]
	});
}
function EmptyState({ children }) {
	return /* @__PURE__ */ jsx("p", {
		className: "py-12 text-center text-base-content/70",
		children
	});
}
function ErrorState({ message, onRetry }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "alert alert-error alert-soft mx-auto my-8 max-w-xl flex-wrap justify-between",
		children: [/* @__PURE__ */ jsx("span", { children: message }), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "btn btn-sm",
			onClick: onRetry,
			children: "Try again"
		})]
	});
}
// src/lib/paths.ts
var paths = {
	home: "/",
	allProperties: "/allProperties",
	rentProperties: "/rentProperties",
	login: "/login",
	register: "/register",
	forgotPassword: "/forgot-password",
	propertyDetails: (id) => `/property-details/${id}`,
	dashboard: "/dashboard"
};
// src/features/auth/auth-api.ts
var schema = (name) => async () => (await import("./assets/auth-schemas-BeIgrGi_.js"))[name];
var anything = schema("anything");
async function fetchSession() {
	return (await apiRequest("/auth/get-session", {
		schema: schema("sessionSchema"),
		acceptsNull: true
	})).data;
}
async function signInWithPassword(email, password) {
	await apiRequest("/auth/sign-in/email", {
		method: "POST",
		body: {
			email,
			password
		},
		schema: anything
	});
}
async function signUpWithPassword(form) {
	await apiRequest("/auth/sign-up/email", {
		method: "POST",
		body: form,
		schema: anything
	});
}
async function signOut() {
	await apiRequest("/auth/sign-out", {
		method: "POST",
		body: {},
		schema: anything
	});
}
/** Starts a social sign-in: the browser leaves for the provider and comes back to `callbackURL`. */
async function startSocialSignIn(provider, callbackURL) {
	const { data } = await apiRequest("/auth/sign-in/social", {
		method: "POST",
		body: {
			provider,
			callbackURL,
			errorCallbackURL: "/login?social=failed"
		},
		schema: schema("redirectSchema")
	});
	window.location.assign(data.url);
}
async function requestPasswordReset(email) {
	await apiRequest("/auth/request-password-reset", {
		method: "POST",
		body: {
			email,
			redirectTo: "/reset-password"
		},
		schema: anything
	});
}
async function resetPassword(token, newPassword) {
	await apiRequest("/auth/reset-password", {
		method: "POST",
		body: {
			token,
			newPassword
		},
		schema: anything
	});
}
/** The original client's login step (docs/decisions/0004): trade the session for the access-token and keep it as `access-token`. */
async function fetchAccessToken(email) {
	const { data } = await apiRequest("/jwt", {
		method: "POST",
		body: { email },
		schema: schema("tokenResponseSchema")
	});
	accessToken.set(data.token);
}
async function saveOwnUser(user) {
	return (await apiRequest("/users", {
		method: "POST",
		body: user,
		schema: schema("userRecordSchema")
	})).data;
}
async function fetchRole(email) {
	return (await apiRequest(`/users/role/${encodeURIComponent(email)}`, { schema: schema("roleResponseSchema") })).data.role;
}
/** The caller's own user record (My Profile). */
var ownRecordQuery = () => queryOptions({
	queryKey: ["users", "me"],
	queryFn: async () => (await apiRequest("/users/me", { schema: schema("userRecordSchema") })).data
});
/** Which social sign-ins this server offers; it does not change while the page is open. */
var signInOptionsQuery = () => queryOptions({
	queryKey: ["sign-in-options"],
	queryFn: async () => (await apiRequest("/sign-in-options", { schema: schema("signInOptionsSchema") })).data,
	staleTime: Number.POSITIVE_INFINITY
});
// src/features/auth/auth-context.tsx
var AuthContext = createContext(null);
function AuthProvider({ children }) {
	const [state, setState] = useState({ status: "loading" });
	const navigate = useNavigate();
	const location = useLocation();
	const queryClient = useQueryClient();
	const establish = useCallback(async () => {
		let next;
		try {
			const session = await fetchSession();
			if (session) {
				await fetchAccessToken(session.user.email);
				next = {
					status: "signed-in",
					user: session.user,
					role: await fetchRole(session.user.email)
				};
			} else next = { status: "signed-out" };
		} catch {
			next = { status: "signed-out" };
		}
		if (next.status === "signed-out") accessToken.clear();
		setState(next);
		return next;
	}, []);
	useEffect(() => {
		establish();
	}, [establish]);
	useEffect(() => {
		setUnauthorizedHandler(() => {
			setState({ status: "signed-out" });
			queryClient.removeQueries();
			navigate(paths.login, { state: { from: {
				pathname: location.pathname,
				search: location.search
			} } });
		});
	}, [
		navigate,
		location.pathname,
		location.search,
		queryClient
	]);
	const signOut$1 = useCallback(async () => {
		try {
			await signOut();
		} finally {
			accessToken.clear();
			await navigate(paths.home);
			startTransition(() => {
				queryClient.removeQueries();
				setState({ status: "signed-out" });
			});
		}
	}, [navigate, queryClient]);
	const value = useMemo(() => ({
		state,
		establish,
		signOut: signOut$1
	}), [
		state,
		establish,
		signOut$1
	]);
	return /* @__PURE__ */ jsx(AuthContext, {
		value,
		children
	});
}
function useAuth() {
	const context = useContext(AuthContext);
	if (!context) throw new Error("useAuth must be used inside AuthProvider");
	return context;
}
// src/features/auth/guards.tsx
/** Anonymous visitors go to /login, which brings them back here after signing in. */
function RequireSignIn() {
	const { state } = useAuth();
	const location = useLocation();
	if (state.status === "loading") return /* @__PURE__ */ jsx(LoadingState, { label: "Checking your sign-in..." });
	if (state.status === "signed-out") return /* @__PURE__ */ jsx(Navigate, {
		to: paths.login,
		replace: true,
		state: { from: {
			pathname: location.pathname,
			search: location.search
		} }
	});
	return /* @__PURE__ */ jsx(Outlet, {});
}
/** Signed-in callers of another role go home. Place inside RequireSignIn. */
function RequireRole({ allow }) {
	const { state } = useAuth();
	if (state.status === "loading") return /* @__PURE__ */ jsx(LoadingState, { label: "Checking your access..." });
	if (state.status !== "signed-in" || state.role !== allow) return /* @__PURE__ */ jsx(Navigate, {
		to: paths.home,
		replace: true
	});
	return /* @__PURE__ */ jsx(Outlet, {});
}
var schemas$1 = () => import("./assets/schemas-CRu6WzFa.js");
var advertisedPropertiesQuery = queryOptions({
	queryKey: [
		"properties",
		"advertised",
		8
	],
	queryFn: async ({ signal }) => (await apiRequest("/properties/advertised", {
		schema: async () => (await schemas$1()).advertisedPropertiesSchema,
		query: { limit: 8 },
		signal
	})).data
});
var latestReviewsQuery = queryOptions({
	queryKey: ["reviews", "latest"],
	queryFn: async ({ signal }) => (await apiRequest("/reviews/latest", {
		schema: async () => (await schemas$1()).latestReviewsSchema,
		signal
	})).data
});
var featuredAgentsQuery = queryOptions({
	queryKey: ["agents", "featured"],
	queryFn: async ({ signal }) => (await apiRequest("/agents/featured", {
		schema: async () => (await schemas$1()).featuredAgentsSchema,
		signal
	})).data
});
// src/components/page.tsx
/** The content column: at most 1402 px wide, as the original product sets (docs/decisions/0005). */
function PageWidth({ children, className = "" }) {
	return /* @__PURE__ */ jsx("div", {
		className: `mx-auto w-full max-w-[1402px] px-4 ${className}`,
		children
	});
}
function SectionHeading({ id, title, subtitle }) {
	return /* @__PURE__ */ jsxs("header", {
		className: "mb-8 text-center",
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: "text-3xl font-bold",
			children: title
		}), subtitle && /* @__PURE__ */ jsx("p", {
			className: "mt-2 text-base-content/70",
			children: subtitle
		})]
	});
}
// src/lib/sale-state.ts
var saleStateOf = (listing) => listing.isSold ? "sold" : listing.underContract ? "under-offer" : "open";
var SALE_STATE_LABEL = {
	"under-offer": "Under offer",
	sold: "Sold"
};
/** Why no offer can be made on this listing (told where Make an Offer would be), or null when one can. */
function noOfferReason(listing) {
	if (listing.listingType === "rent") return RENTAL_NO_OFFERS_NOTE;
	switch (saleStateOf(listing)) {
		case "sold": return "This home is sold and no longer available.";
		case "under-offer": return "An offer on this home has been accepted, so it takes no new offers.";
		case "open": return null;
	}
}
// src/lib/responsive-image.ts
var STORED_UPLOAD = /^(\/uploads\/[0-9a-f]{32})\.webp$/;
/** The srcset of an uploaded picture, so a phone loads the small copy; undefined for any other URL. */
function uploadSrcSet(url) {
	const match = STORED_UPLOAD.exec(url);
	return match ? `${match[1]}-640.webp 640w, ${url} 1280w` : void 0;
}
// src/components/avatar.tsx
var DEFAULT_AVATAR = "/default-avatar.svg";
/** A person's photo, or the default avatar when they have none or it fails to load. */
function Avatar({ src, name, className = "size-12" }) {
	const [failed, setFailed] = useState(false);
	return /* @__PURE__ */ jsx("img", {
		src: !src || failed ? DEFAULT_AVATAR : src,
		alt: name,
		width: 96,
		height: 96,
		className: `${className} rounded-full object-cover`,
		loading: "lazy",
		onError: () => setFailed(true)
	});
}
// src/components/listing-card.tsx
/** The card every list of listings shares: picture, title with its badge, location, agent, details, actions. */
function ListingCard({ image, title, location, badge, saleState = "open", agent, children, actions, priority = false }) {
	const agentName = agent?.name ?? "Unknown";
	return /* @__PURE__ */ jsxs("article", {
		className: "card h-full bg-base-100 shadow-md",
		children: [/* @__PURE__ */ jsxs("figure", {
			className: "relative aspect-[3/2]",
			children: [/* @__PURE__ */ jsx("img", {
				src: image,
				srcSet: uploadSrcSet(image),
				sizes: "(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw",
				alt: title,
				width: 600,
				height: 400,
				loading: priority ? "eager" : "lazy",
				fetchPriority: priority ? "high" : void 0,
				className: "size-full object-cover"
			}), /* @__PURE__ */ jsx(SaleBadge, {
				state: saleState,
				className: "absolute top-3 left-3"
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "card-body gap-2",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-start justify-between gap-2",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "card-title text-lg",
						children: title
					}), badge]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-base-content/80",
					children: location
				}),
				agent && /* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-2 text-sm",
					children: [/* @__PURE__ */ jsx(Avatar, {
						src: agent.image,
						name: agentName,
						className: "size-8"
					}), /* @__PURE__ */ jsx("span", { children: agentName })]
				}),
				children,
				actions && /* @__PURE__ */ jsx("div", {
					className: "card-actions mt-auto pt-2",
					children: actions
				})
			]
		})]
	});
}
/** 'Under offer' or 'Sold'; nothing while the home is open to offers. */
function SaleBadge({ state, className = "" }) {
	if (state === "open") return null;
	return /* @__PURE__ */ jsx("span", {
		className: `badge ${state === "sold" ? "badge-info" : "badge-warning"} ${className}`,
		children: SALE_STATE_LABEL[state]
	});
}
/** A dashboard's grid of cards, one list item per entry (the cards themselves come from the page). */
function CardList({ label, items, children }) {
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": label,
		className: "grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3",
		children: items.map((item) => /* @__PURE__ */ jsx("li", { children: children(item) }, item._id))
	});
}
// src/components/status-badge.tsx
/** Verified in the success colour, anything else in the warning colour. */
function StatusBadge({ status }) {
	return /* @__PURE__ */ jsx("span", {
		className: `badge badge-sm capitalize ${status === "verified" ? "badge-success" : "badge-warning"}`,
		children: status
	});
}
// src/components/property-card.tsx
/** A listing in All Properties (and wherever a listing links to its details). */
function PropertyCard({ property, priority }) {
	return /* @__PURE__ */ jsx(ListingCard, {
		priority,
		image: property.image,
		title: property.title,
		location: property.location,
		badge: /* @__PURE__ */ jsx(StatusBadge, { status: property.verificationStatus }),
		saleState: saleStateOf(property),
		agent: {
			name: property.agentName,
			image: property.agentImage
		},
		actions: /* @__PURE__ */ jsx(DetailsLink, {
			id: property._id,
			title: property.title
		}),
		children: /* @__PURE__ */ jsxs("p", { children: [
			/* @__PURE__ */ jsx("span", {
				className: "font-medium",
				children: "Price Range:"
			}),
			" ",
			property.priceRange,
			property.listingType === "rent" && " / month"
		] })
	});
}
function DetailsLink({ id, title }) {
	return /* @__PURE__ */ jsx(Link, {
		to: paths.propertyDetails(id),
		className: "btn btn-primary btn-sm",
		"aria-label": `Details of ${title}`,
		children: "Details"
	});
}
/** A counted grid of listing cards, one page of All Properties or Properties For Rent. */
function PropertyGrid({ label, summary, properties, busy }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		className: "mb-4 text-sm text-base-content/70",
		"aria-live": "polite",
		children: summary
	}), /* @__PURE__ */ jsx("ul", {
		"aria-label": label,
		"aria-busy": busy,
		className: `grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 ${busy ? "opacity-60" : ""}`,
		children: properties.map((property, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PropertyCard, {
			property,
			priority: index === 0
		}) }, property._id))
	})] });
}
// src/components/query-view.tsx
/** The loading, error (with retry), empty and loaded states of one fetched list or record. */
function QueryView({ query, loading, error, isEmpty, empty, children }) {
	if (query.isPending) return /* @__PURE__ */ jsx(LoadingState, { label: loading });
	if (query.isError) return /* @__PURE__ */ jsx(ErrorState, {
		message: error,
		onRetry: () => void query.refetch()
	});
	if (isEmpty?.(query.data)) return /* @__PURE__ */ jsx(EmptyState, { children: empty });
	return /* @__PURE__ */ jsx(Fragment, { children: children(query.data) });
}
// src/features/home/advertisement-section.tsx
function AdvertisementSection() {
	const ads = useQuery(advertisedPropertiesQuery);
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "ads-title",
		className: "below-fold py-16",
		children: /* @__PURE__ */ jsxs(PageWidth, {
			className: "reveal",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "ads-title",
				title: "Advertisement Section",
				subtitle: "Hand-picked homes from verified agents"
			}), /* @__PURE__ */ jsx(QueryView, {
				query: ads,
				loading: "Loading advertisements...",
				error: "We could not load the advertised properties.",
				isEmpty: (data) => data.length === 0,
				empty: "No properties are advertised right now. Check back soon.",
				children: (data) => /* @__PURE__ */ jsx("ul", {
					className: "grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4",
					children: data.map((property) => /* @__PURE__ */ jsxs("li", {
						className: "card bg-base-100 shadow-md",
						children: [/* @__PURE__ */ jsx("figure", {
							className: "aspect-[3/2]",
							children: /* @__PURE__ */ jsx("img", {
								src: property.image,
								alt: property.title,
								width: 600,
								height: 400,
								loading: "lazy",
								className: "size-full object-cover"
							})
						}), /* @__PURE__ */ jsxs("div", {
							className: "card-body gap-2",
							children: [
								/* @__PURE__ */ jsx("h3", {
									className: "card-title text-lg",
									children: property.location
								}),
								/* @__PURE__ */ jsxs("p", { children: [
									/* @__PURE__ */ jsx("span", {
										className: "font-medium",
										children: "Price Range:"
									}),
									" ",
									property.priceRange
								] }),
								/* @__PURE__ */ jsx(StatusBadge, { status: property.verificationStatus }),
								/* @__PURE__ */ jsx("div", {
									className: "card-actions mt-2",
									children: /* @__PURE__ */ jsx(DetailsLink, {
										id: property._id,
										title: property.title
									})
								})
							]
						})]
					}, property._id))
				})
			})]
		})
	});
}
// src/features/home/featured-agents.tsx
function FeaturedAgents() {
	const agents = useQuery(featuredAgentsQuery);
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "agents-title",
		className: "below-fold py-16",
		children: /* @__PURE__ */ jsxs(PageWidth, {
			className: "reveal",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "agents-title",
				title: "Featured Agents",
				subtitle: "The agents with the most sales"
			}), /* @__PURE__ */ jsx(QueryView, {
				query: agents,
				loading: "Loading agents...",
				error: "We could not load the featured agents.",
				isEmpty: (data) => data.length === 0,
				empty: "No agents to feature yet.",
				children: (data) => /* @__PURE__ */ jsx("ul", {
					className: "grid grid-cols-1 gap-6 md:grid-cols-3",
					children: data.map((agent) => /* @__PURE__ */ jsx("li", {
						className: "card items-center bg-base-100 text-center shadow-md",
						children: /* @__PURE__ */ jsxs("div", {
							className: "card-body items-center",
							children: [
								/* @__PURE__ */ jsx(Avatar, {
									src: agent.photoURL,
									name: agent.name,
									className: "size-24"
								}),
								/* @__PURE__ */ jsx("h3", {
									className: "card-title",
									children: agent.name
								}),
								/* @__PURE__ */ jsxs("p", { children: ["Properties Sold: ", agent.soldCount] }),
								/* @__PURE__ */ jsx("a", {
									href: `mailto:${agent.email}`,
									className: "btn btn-outline btn-primary btn-sm",
									"aria-label": `Contact ${agent.name}`,
									children: "Contact"
								})
							]
						})
					}, agent._id))
				})
			})]
		})
	});
}
// src/features/home/hero.tsx
var FEATURES = [
	{
		title: "Easy to get started",
		text: "Browse verified listings right away, and sign up in a minute when you find a home."
	},
	{
		title: "Highly customizable",
		text: "Search by location, sort by price and keep a wishlist of the places you love."
	},
	{
		title: "Drag-and-drop based",
		text: "Agents list a property with a photo and a price range in a few simple steps."
	}
];
var HERO_WIDTHS = [
	640,
	960,
	1280,
	1920
];
var HERO_SIZES = "(max-aspect-ratio: 16/9) 178svh, 100vw";
var srcSet = (format) => HERO_WIDTHS.map((width) => `/assets/home-image-${width}.${format} ${width}w`).join(", ");
function Hero() {
	preload("/assets/home-image-1280.avif", {
		as: "image",
		type: "image/avif",
		imageSrcSet: srcSet("avif"),
		imageSizes: HERO_SIZES,
		fetchPriority: "high"
	});
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "hero-title",
		className: "relative flex min-h-svh items-center overflow-hidden bg-neutral",
		children: [
			/* @__PURE__ */ jsxs("picture", { children: [
				/* @__PURE__ */ jsx("source", {
					type: "image/avif",
					srcSet: srcSet("avif"),
					sizes: HERO_SIZES
				}),
				/* @__PURE__ */ jsx("source", {
					type: "image/webp",
					srcSet: srcSet("webp"),
					sizes: HERO_SIZES
				}),
				/* @__PURE__ */ jsx("img", {
					src: "/assets/home-image.png",
					alt: "",
					width: 1920,
					height: 1080,
					fetchPriority: "high",
					className: "absolute inset-0 size-full animate-fade-in object-cover"
				})
			] }),
			/* @__PURE__ */ jsx("div", {
				className: "absolute inset-0 bg-black/45",
				"aria-hidden": "true"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "relative mx-auto w-full max-w-[1402px] px-4 pt-24 pb-16 text-white",
				children: [
					/* @__PURE__ */ jsx("h1", {
						id: "hero-title",
						className: "text-4xl font-bold sm:text-6xl",
						children: "Welcome to Keyhaven"
					}),
					/* @__PURE__ */ jsx("p", {
						className: "mt-4 max-w-2xl text-lg sm:text-xl",
						children: "An all-in-one solution for real estate companies and professionals."
					}),
					/* @__PURE__ */ jsx("ul", {
						className: "mt-10 grid gap-4 md:grid-cols-3",
						children: FEATURES.map((feature) => /* @__PURE__ */ jsxs("li", {
							className: "rounded-box bg-white/10 p-6 backdrop-blur-sm",
							children: [/* @__PURE__ */ jsx("h2", {
								className: "text-xl font-semibold",
								children: feature.title
							}), /* @__PURE__ */ jsx("p", {
								className: "mt-2 text-white/85",
								children: feature.text
							})]
						}, feature.title))
					})
				]
			})
		]
	});
}
// src/features/home/latest-reviews.tsx
function LatestReviews() {
	const reviews = useQuery(latestReviewsQuery);
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "reviews-title",
		className: "below-fold bg-base-200 py-16",
		children: /* @__PURE__ */ jsxs(PageWidth, {
			className: "reveal",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "reviews-title",
				title: "Latest User Reviews",
				subtitle: "What buyers and renters say"
			}), /* @__PURE__ */ jsx(QueryView, {
				query: reviews,
				loading: "Loading reviews...",
				error: "We could not load the latest reviews.",
				isEmpty: (data) => data.length === 0,
				empty: "No reviews yet. Be the first to review a property.",
				children: (data) => /* @__PURE__ */ jsx("ul", {
					className: "grid grid-cols-1 gap-6 md:grid-cols-3",
					children: data.map((review) => /* @__PURE__ */ jsx("li", {
						className: "card bg-base-100 shadow-sm",
						children: /* @__PURE__ */ jsxs("figure", {
							className: "card-body items-stretch gap-3",
							children: [/* @__PURE__ */ jsxs("figcaption", {
								className: "flex items-center gap-3",
								children: [/* @__PURE__ */ jsx(Avatar, {
									src: review.reviewerImage,
									name: review.reviewerName
								}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
									className: "font-semibold",
									children: review.reviewerName
								}), /* @__PURE__ */ jsx("p", {
									className: "text-sm text-base-content/70",
									children: review.propertyTitle
								})] })]
							}), /* @__PURE__ */ jsx("blockquote", {
								className: "text-base-content/90",
								children: review.description
							})]
						})
					}, review._id))
				})
			})]
		})
	});
}
// src/features/home/tips.tsx
var TIPS = [{
	title: "For Buyers",
	items: [
		"Set a realistic budget, including taxes, fees and moving costs.",
		"Check the property documents carefully before you make an offer.",
		"Visit the property several times, at different hours of the day."
	]
}, {
	title: "For Sellers",
	items: [
		"Stage the property so buyers can picture themselves living there.",
		"Set a competitive price based on recent sales nearby.",
		"Be transparent about the condition of the property."
	]
}];
function Tips() {
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": "tips-title",
		className: "below-fold bg-base-200 py-16",
		children: /* @__PURE__ */ jsxs(PageWidth, {
			className: "reveal",
			children: [/* @__PURE__ */ jsx(SectionHeading, {
				id: "tips-title",
				title: "Tips for Buyers & Sellers"
			}), /* @__PURE__ */ jsx("div", {
				className: "grid gap-6 md:grid-cols-2",
				children: TIPS.map((group) => /* @__PURE__ */ jsx("div", {
					className: "card bg-base-100 shadow-sm",
					children: /* @__PURE__ */ jsxs("div", {
						className: "card-body",
						children: [/* @__PURE__ */ jsx("h3", {
							className: "card-title",
							children: group.title
						}), /* @__PURE__ */ jsx("ul", {
							className: "list-disc space-y-2 pl-5",
							children: group.items.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item))
						})]
					})
				}, group.title))
			})]
		})
	});
}
// src/features/home/home-page.tsx
/**
* Each section below the hero is a Suspense boundary, though none suspends: React hydrates the server's HTML of
* each boundary on its own, after the rest, so the page's hydration is several short tasks instead of one long
* commit of the whole tree.
*/
function HomePage() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("title", { children: "Keyhaven: homes for sale and for rent" }),
		/* @__PURE__ */ jsx(Hero, {}),
		/* @__PURE__ */ jsx(Suspense, { children: /* @__PURE__ */ jsx(AdvertisementSection, {}) }),
		/* @__PURE__ */ jsx(Suspense, { children: /* @__PURE__ */ jsx(LatestReviews, {}) }),
		/* @__PURE__ */ jsx(Suspense, { children: /* @__PURE__ */ jsx(FeaturedAgents, {}) }),
		/* @__PURE__ */ jsx(Suspense, { children: /* @__PURE__ */ jsx(Tips, {}) })
	] });
}
// src/features/layout/brand.tsx
var BRAND = "Keyhaven";
function BrandLink({ onNavigate }) {
	return /* @__PURE__ */ jsxs(Link, {
		to: paths.home,
		className: "flex items-center gap-2 text-xl font-bold",
		onClick: onNavigate,
		children: [/* @__PURE__ */ jsx("img", {
			src: "/favicon.svg",
			alt: "",
			width: 32,
			height: 32,
			className: "size-8"
		}), /* @__PURE__ */ jsx("span", { children: BRAND })]
	});
}
// src/features/layout/nav-links.ts
var MAIN_LINKS = [
	{
		to: paths.home,
		label: "Home"
	},
	{
		to: paths.allProperties,
		label: "All Properties"
	},
	{
		to: paths.dashboard,
		label: "Dashboard"
	},
	{
		to: paths.rentProperties,
		label: "Rent Properties"
	}
];
// src/features/layout/newsletter-form.tsx
var schemas = () => import("./assets/newsletter-schemas-B1VszgVC.js");
var toasts = async () => (await import("react-hot-toast")).default;
function NewsletterForm() {
	const [email, setEmail] = useState("");
	const [error, setError] = useState(null);
	const sending = useRef(false);
	const [pending, setPending] = useState(false);
	async function submit(event) {
		event.preventDefault();
		if (sending.current) return;
		sending.current = true;
		setPending(true);
		try {
			const { newsletterSignupSchema, newsletterSignupResultSchema } = await schemas();
			const parsed = newsletterSignupSchema.safeParse({ email });
			if (!parsed.success) {
				setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
				return;
			}
			setError(null);
			await apiRequest("/newsletter", {
				method: "POST",
				body: parsed.data,
				schema: newsletterSignupResultSchema
			});
			setEmail("");
			(await toasts()).success("Thanks for subscribing!");
		} catch (failure) {
			(await toasts()).error(failure.message);
		} finally {
			sending.current = false;
			setPending(false);
		}
	}
	return /* @__PURE__ */ jsxs("form", {
		noValidate: true,
		onSubmit: submit,
		"aria-labelledby": "newsletter-title",
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "newsletter-title",
				className: "footer-title",
				children: "Newsletter"
			}),
			/* @__PURE__ */ jsx("label", {
				htmlFor: "newsletter-email",
				className: "mb-2 block text-sm",
				children: "Get new listings and market tips by e-mail."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "join w-full max-w-sm",
				children: [/* @__PURE__ */ jsx("input", {
					id: "newsletter-email",
					name: "email",
					type: "email",
					required: true,
					autoComplete: "email",
					placeholder: "you@example.com",
					value: email,
					onChange: (event) => setEmail(event.target.value),
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? "newsletter-email-error" : void 0,
					className: `input join-item w-full text-base-content ${error ? "input-error" : ""}`
				}), /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "btn btn-primary join-item",
					disabled: pending,
					children: pending ? "Sending..." : "Submit"
				})]
			}),
			error && /* @__PURE__ */ jsx("p", {
				id: "newsletter-email-error",
				role: "alert",
				className: "mt-2 text-sm text-error",
				children: error
			})
		]
	});
}
// src/features/layout/footer.tsx
var CONTACT = {
	street: "221 Harbor View Road, Suite 400, Portland, OR 97201",
	phone: "+1 (503) 555-0147",
	email: "hello@keyhaven.example"
};
var icon = (path) => /* @__PURE__ */ jsx("svg", {
	viewBox: "0 0 24 24",
	className: "size-5",
	fill: "currentColor",
	"aria-hidden": "true",
	children: /* @__PURE__ */ jsx("path", { d: path })
});
var SOCIAL_LINKS = [
	{
		label: "Keyhaven on Facebook",
		href: "https://www.facebook.com/",
		icon: icon("M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8a0 0 0 0 1 0 0z")
	},
	{
		label: "Keyhaven on Twitter",
		href: "https://twitter.com/",
		icon: icon("M4 4l6.5 8.5L4 20h2l5.4-6.2L16 20h4l-6.8-9L19.5 4h-2l-5 5.7L8 4z")
	},
	{
		label: "Keyhaven on Instagram",
		href: "https://www.instagram.com/",
		icon: icon("M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z")
	},
	{
		label: "Keyhaven on LinkedIn",
		href: "https://www.linkedin.com/",
		icon: icon("M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm5 6h4v2c.6-1.1 2-2.2 4-2.2 4 0 4 2.6 4 6V21h-4v-5.5c0-1.4 0-3-2-3s-2 1.5-2 3V21h-4z")
	},
	{
		label: "E-mail Keyhaven",
		href: `mailto:${CONTACT.email}`,
		icon: icon("M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 3v7h14v-7l-7 4.5z")
	}
];
function Footer() {
	return /* @__PURE__ */ jsxs("footer", {
		className: "below-fold bg-neutral text-neutral-content",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "mx-auto grid max-w-[1402px] gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "space-y-3",
					children: [
						/* @__PURE__ */ jsx(BrandLink, {}),
						/* @__PURE__ */ jsx("p", {
							className: "text-sm opacity-80",
							children: "A premium real estate experience, crafted for home seekers, designers and real estate agents."
						}),
						/* @__PURE__ */ jsx("ul", {
							className: "flex gap-3",
							"aria-label": "Social links",
							children: SOCIAL_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
								href: link.href,
								"aria-label": link.label,
								className: "btn btn-circle btn-ghost btn-sm text-neutral-content",
								rel: "noopener",
								children: link.icon
							}) }, link.label))
						})
					]
				}),
				/* @__PURE__ */ jsxs("nav", {
					"aria-labelledby": "footer-links-title",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "footer-links-title",
						className: "footer-title",
						children: "Explore"
					}), /* @__PURE__ */ jsx("ul", {
						className: "space-y-2",
						children: MAIN_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							to: link.to,
							className: "link link-hover",
							children: link.label
						}) }, link.to))
					})]
				}),
				/* @__PURE__ */ jsxs("address", {
					className: "not-italic",
					"aria-labelledby": "contact-title",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "contact-title",
							className: "footer-title",
							children: "Contact Us"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "text-sm",
							children: CONTACT.street
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-2 text-sm",
							children: /* @__PURE__ */ jsx("a", {
								href: `tel:${CONTACT.phone.replace(/[^+\d]/g, "")}`,
								className: "link link-hover",
								children: CONTACT.phone
							})
						}),
						/* @__PURE__ */ jsx("p", {
							className: "mt-2 text-sm",
							children: /* @__PURE__ */ jsx("a", {
								href: `mailto:${CONTACT.email}`,
								className: "link link-hover",
								children: CONTACT.email
							})
						})
					]
				}),
				/* @__PURE__ */ jsx(NewsletterForm, {})
			]
		}), /* @__PURE__ */ jsxs("p", {
			className: "border-t border-white/10 py-4 text-center text-sm opacity-80",
			children: [
				"© ",
				(/* @__PURE__ */ new Date()).getFullYear(),
				" ",
				BRAND,
				". All rights reserved"
			]
		})]
	});
}
// src/features/layout/account-menu.tsx
var NotificationBell = lazy(async () => ({ default: (await import("./assets/notification-bell-WYZkUiHb.js")).NotificationBell }));
/** Signed in: the notification bell, the profile photo (name as tooltip) and Logout. Signed out: Login. */
function AccountMenu() {
	const { state, signOut } = useAuth();
	if (state.status === "loading") return /* @__PURE__ */ jsx("span", {
		role: "status",
		className: "loading loading-spinner loading-sm",
		"aria-label": "Loading"
	});
	if (state.status === "signed-out") return /* @__PURE__ */ jsx(Link, {
		to: paths.login,
		className: "btn btn-primary btn-sm",
		children: "Login"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "flex items-center gap-2",
		children: [
			/* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx("span", {
					className: "btn btn-circle btn-ghost invisible",
					"aria-hidden": "true"
				}),
				children: /* @__PURE__ */ jsx(NotificationBell, {})
			}),
			/* @__PURE__ */ jsx("div", {
				className: "tooltip tooltip-bottom",
				"data-tip": state.user.name,
				children: /* @__PURE__ */ jsx(Link, {
					to: paths.dashboard,
					"aria-label": `${state.user.name}, open your dashboard`,
					children: /* @__PURE__ */ jsx(Avatar, {
						src: state.user.image ?? null,
						name: state.user.name,
						className: "size-9 ring-2 ring-white"
					})
				})
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "btn btn-outline btn-sm",
				onClick: () => void signOut(),
				children: "Logout"
			})
		]
	});
}
function subscribe(onChange) {
	window.addEventListener("scroll", onChange, { passive: true });
	return () => window.removeEventListener("scroll", onChange);
}
var isScrolled = () => window.scrollY > 50;
/**
* The original product's scrolled state (docs/decisions/0005): the page scrolled more than 50 px. Only a wide
* screen shows it (the navbar's `lg:` classes), so that the server's HTML, which knows no screen width, is
* already right on a phone: hydrating it re-renders nothing (a width read here differed from the server's
* guess on every phone and forced a synchronous re-render of the navbar right after hydration).
*/
function useScrolled() {
	return useSyncExternalStore(subscribe, isScrolled, () => false);
}
// src/features/layout/navbar.tsx
var loadMobileMenu = () => import("./assets/mobile-menu-Bz-AhDt5.js");
var MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));
var linkClass = ({ isActive }) => `rounded-md px-3 py-2 font-medium transition-colors hover:bg-black/10 ${isActive ? "underline underline-offset-8" : ""}`;
function Navbar() {
	const { pathname } = useLocation();
	const scrolled = useScrolled();
	const [menuOpen, setMenuOpen] = useState(false);
	const [menuWanted, setMenuWanted] = useState(false);
	return /* @__PURE__ */ jsxs("header", {
		"data-testid": "navbar",
		className: `fixed inset-x-0 top-0 z-40 bg-white text-base-content shadow-md transition-all duration-500 ${pathname === "/" && !scrolled ? "lg:bg-transparent lg:text-white lg:shadow-none" : ""}`,
		children: [/* @__PURE__ */ jsxs("nav", {
			"aria-label": "Main",
			className: "mx-auto flex h-16 max-w-[1402px] items-center justify-between gap-4 px-4",
			children: [
				/* @__PURE__ */ jsx(BrandLink, {}),
				/* @__PURE__ */ jsx("ul", {
					className: "hidden items-center gap-1 lg:flex",
					children: MAIN_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						to: link.to,
						end: link.to === "/",
						className: linkClass,
						children: link.label
					}) }, link.to))
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex items-center gap-2",
					children: [/* @__PURE__ */ jsx(AccountMenu, {}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-ghost btn-square lg:hidden",
						"aria-label": "Open menu",
						"aria-expanded": menuOpen,
						"aria-controls": menuWanted ? "mobile-menu" : void 0,
						onPointerDown: () => void loadMobileMenu(),
						onFocus: () => void loadMobileMenu(),
						onClick: () => {
							setMenuWanted(true);
							setMenuOpen(true);
						},
						children: /* @__PURE__ */ jsx("svg", {
							viewBox: "0 0 24 24",
							className: "size-6",
							fill: "none",
							stroke: "currentColor",
							strokeWidth: "2",
							"aria-hidden": "true",
							children: /* @__PURE__ */ jsx("path", {
								d: "M4 6h16M4 12h16M4 18h16",
								strokeLinecap: "round"
							})
						})
					})]
				})
			]
		}), menuWanted && /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(MobileMenu, {
				open: menuOpen,
				onClose: () => setMenuOpen(false)
			})
		})]
	});
}
// src/app/root-layout.tsx
function RootLayout() {
	const { pathname } = useLocation();
	return /* @__PURE__ */ jsx(AuthProvider, { children: /* @__PURE__ */ jsxs("div", {
		className: "flex min-h-svh flex-col",
		children: [
			/* @__PURE__ */ jsx("a", {
				href: "#main",
				className: "sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:btn",
				children: "Skip to content"
			}),
			/* @__PURE__ */ jsx(Navbar, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				className: `flex-1 ${pathname === "/" ? "" : "pt-16"}`,
				children: /* @__PURE__ */ jsx(Outlet, {})
			}),
			/* @__PURE__ */ jsx(Suspense, { children: /* @__PURE__ */ jsx(Footer, {}) }),
			/* @__PURE__ */ jsx(ScrollRestoration, {})
		]
	}) });
}
// src/app/route-error.tsx
function RouteError() {
	const error = useRouteError();
	const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong while showing this page.";
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "mx-auto flex min-h-svh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold",
				children: "We hit a problem"
			}),
			/* @__PURE__ */ jsx("p", { children: message }),
			/* @__PURE__ */ jsxs("div", {
				className: "flex gap-2",
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn btn-primary",
					onClick: () => window.location.reload(),
					children: "Reload"
				}), /* @__PURE__ */ jsx(Link, {
					to: paths.home,
					className: "btn btn-outline",
					reloadDocument: true,
					children: "Home"
				})]
			})
		]
	});
}
// src/app/routes.tsx
/** A route whose screen `name` is loaded with its module on first visit (keeps the home page's bundle small). */
function screen(load, name) {
	return { lazy: async () => ({ Component: (await load())[name] }) };
}
var dashboard = () => import("./assets/dashboard-routes-DVJrISIc.js");
var auth = () => import("./assets/auth-routes-DCsUDxSz.js");
var browse = () => import("./assets/property-routes-CBJDw4gS.js");
var rent = () => import("./assets/rent-page-BnkghNTR.js");
var notFound = () => import("./assets/not-found-page-ZrgetjzV.js");
/**
* Every screen of the app. The server renders the public ones with React Router's static handler (their
* loaders fill `queryClient`, which is then dehydrated into the page); the browser hydrates the same tree.
* Loaders only prefetch: a failed request leaves the query to the screen's own error state.
*/
function createRoutes(queryClient, { awaitData = false } = {}) {
	const prefetch = (query) => {
		const prefetched = queryClient.prefetchQuery(query);
		return awaitData ? prefetched : void 0;
	};
	return [{
		path: "/",
		element: /* @__PURE__ */ jsx(RootLayout, {}),
		errorElement: /* @__PURE__ */ jsx(RouteError, {}),
		hydrateFallbackElement: /* @__PURE__ */ jsx(LoadingState, { label: "Loading Keyhaven..." }),
		children: [
			{
				index: true,
				element: /* @__PURE__ */ jsx(HomePage, {}),
				loader: async () => {
					await Promise.all([
						prefetch(advertisedPropertiesQuery),
						prefetch(latestReviewsQuery),
						prefetch(featuredAgentsQuery)
					]);
					return null;
				}
			},
			{
				path: "rentProperties",
				loader: async ({ request }) => {
					const { rentPageQuery } = await Promise.resolve().then(() => api_exports);
					await prefetch(rentPageQuery(new URL(request.url).searchParams));
					return null;
				},
				...screen(rent, "RentPage")
			},
			{
				path: "login",
				...screen(auth, "LoginPage")
			},
			{
				path: "register",
				...screen(auth, "RegisterPage")
			},
			{
				path: "forgot-password",
				...screen(auth, "ForgotPasswordPage")
			},
			{
				path: "reset-password",
				...screen(auth, "ResetPasswordPage")
			},
			{
				path: "auth/callback",
				handle: { clientOnly: true },
				...screen(auth, "SocialCallbackPage")
			},
			{
				element: /* @__PURE__ */ jsx(RequireSignIn, {}),
				handle: { clientOnly: true },
				children: [
					{
						path: "allProperties",
						...screen(browse, "AllPropertiesPage")
					},
					{
						path: "property-details/:id",
						...screen(browse, "PropertyDetailsPage")
					},
					{
						path: "dashboard",
						...screen(dashboard, "DashboardLayout"),
						children: [
							{
								index: true,
								...screen(dashboard, "ProfilePage")
							},
							{
								path: "myProfile",
								...screen(dashboard, "ProfilePage")
							},
							{
								path: "wishlist",
								...screen(dashboard, "WishlistPage")
							},
							{
								path: "saved-searches",
								...screen(dashboard, "SavedSearchesPage")
							},
							{
								path: "reviews",
								...screen(dashboard, "MyReviewsPage")
							},
							{
								path: "property-bought",
								...screen(dashboard, "PropertyBoughtPage")
							},
							{
								path: "my-inquiries",
								...screen(dashboard, "MyInquiriesPage")
							},
							{
								path: "my-inquiries/:id",
								...screen(dashboard, "MyInquiryPage")
							},
							{
								path: "make-offer/:id",
								...screen(dashboard, "MakeOfferPage")
							},
							{
								path: "payment/:offerId",
								...screen(dashboard, "PaymentPage")
							},
							{
								path: "update-property/:id",
								...screen(dashboard, "UpdatePropertyPage")
							},
							{
								element: /* @__PURE__ */ jsx(RequireRole, { allow: "agent" }),
								children: [
									{
										path: "agentProfile",
										...screen(dashboard, "ProfilePage")
									},
									{
										path: "addProperty",
										...screen(dashboard, "AddPropertyPage")
									},
									{
										path: "myAddProperties",
										...screen(dashboard, "MyPropertiesPage")
									},
									{
										path: "mySoldProperties",
										...screen(dashboard, "SoldPropertiesPage")
									},
									{
										path: "requestedProperties",
										...screen(dashboard, "RequestedOffersPage")
									},
									{
										path: "leads",
										...screen(dashboard, "LeadsPage")
									},
									{
										path: "leads/:id",
										...screen(dashboard, "LeadPage")
									}
								]
							},
							{
								element: /* @__PURE__ */ jsx(RequireRole, { allow: "admin" }),
								children: [
									{
										path: "adminProfile",
										...screen(dashboard, "ProfilePage")
									},
									{
										path: "manageUser",
										...screen(dashboard, "ManageUsersPage")
									},
									{
										path: "manageProperties",
										...screen(dashboard, "ManagePropertiesPage")
									},
									{
										path: "awaiting-payment",
										...screen(dashboard, "AwaitingPaymentPage")
									},
									{
										path: "manage-review",
										...screen(dashboard, "ManageReviewsPage")
									},
									{
										path: "advertise-property",
										...screen(dashboard, "AdvertisePage")
									}
								]
							}
						]
					}
				]
			},
			{
				path: "*",
				handle: { notFound: true },
				...screen(notFound, "NotFoundPage")
			}
		]
	}];
}
// src/lib/fetch-page.ts
/** One page of a list as the contract's `Page`: its items, the X-Total-Count total, and whether it is capped. */
async function fetchPage(path, { item, query, signal, envelope }) {
	const options = {
		...query && { query },
		...signal && { signal }
	};
	const { data, total, totalCapped } = await apiRequest(path, {
		schema: async () => {
			const { z } = await import("./assets/response-schemas-BpeshfRc.js");
			return envelope === "data" ? z.object({ data: z.array(item) }) : z.array(item);
		},
		...options
	});
	const list = envelope === "data" ? data.data : data;
	return {
		items: list,
		total: total ?? list.length,
		capped: totalCapped
	};
}
// src/lib/use-page-param.ts
/** The page number of a list's URL (`?page=`): 1 when missing or not a positive number. */
var pageOf = (params) => Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
/** The list page number kept in the URL (`?page=`), so back, refresh and sharing keep it. */
function usePageParam() {
	const [params, setParams] = useSearchParams();
	const page = pageOf(params);
	const setPage = (next) => setParams((current) => {
		const updated = new URLSearchParams(current);
		if (next > 1) updated.set("page", String(next));
		else updated.delete("page");
		return updated;
	});
	return [page, setPage];
}
// src/features/rent/api.ts
var api_exports = /* @__PURE__ */ __exportAll({ rentPageQuery: () => rentPageQuery });
var rentPropertiesQuery = (category, page) => queryOptions({
	queryKey: [
		"properties",
		"rent",
		{
			category,
			page
		}
	],
	queryFn: ({ signal }) => fetchPage("/properties/rent", {
		item: propertySchema,
		query: {
			category,
			page,
			limit: 12
		},
		signal
	}),
	placeholderData: keepPreviousData
});
/** The category filter and page of Rent Properties, read from its URL (bad values fall back to all, page 1). */
function rentPageParams(params) {
	const parsedCategory = propertyCategorySchema.safeParse(params.get("category"));
	return {
		category: parsedCategory.success ? parsedCategory.data : void 0,
		page: pageOf(params)
	};
}
var rentPageQuery = (params) => {
	const { category, page } = rentPageParams(params);
	return rentPropertiesQuery(category, page);
};
// src/app/seo.ts
var DESCRIPTIONS = {
	"/": "Find homes for sale and for rent from verified agents: advertised homes, buyer reviews and the agents with the most sales.",
	"/rentProperties": "Houses, villas, offices and apartments for rent from verified Keyhaven agents, with monthly prices.",
	"/login": "Sign in to Keyhaven to keep a wishlist, make offers on homes and follow your purchases.",
	"/register": "Create a free Keyhaven account to save homes to your wishlist and make offers.",
	"/forgot-password": "Forgot your Keyhaven password? Get a link to choose a new one by e-mail.",
	"/reset-password": "Choose a new password for your Keyhaven account."
};
var NOT_FOUND_DESCRIPTION = "This page does not exist on Keyhaven. Browse homes for sale and for rent instead.";
var escapeAttribute = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
var scriptJson = (value) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
function offer(listing, siteUrl, currency) {
	return {
		"@type": "Offer",
		url: `${siteUrl}/property-details/${listing._id}`,
		businessFunction: `http://purl.org/goodrelations/v1#${listing.listingType === "rent" ? "LeaseOut" : "Sell"}`,
		...listing.priceLow !== void 0 && { priceSpecification: {
			"@type": "PriceSpecification",
			minPrice: listing.priceLow,
			maxPrice: listing.priceHigh,
			priceCurrency: currency
		} },
		itemOffered: {
			"@type": listing.category === "Apartment" ? "Apartment" : listing.category === "Office" ? "Place" : "House",
			additionalType: "https://schema.org/Residence",
			name: listing.title,
			...listing.description && { description: listing.description },
			image: new URL(listing.image, siteUrl).href,
			address: listing.location
		}
	};
}
function listingsShown(pathname, search, queryClient) {
	if (pathname === "/") return queryClient.getQueryData(advertisedPropertiesQuery.queryKey) ?? [];
	if (pathname === "/rentProperties") return queryClient.getQueryData(rentPageQuery(new URLSearchParams(search)).queryKey)?.items ?? [];
	return [];
}
/** The <head> tags of a rendered page (its <title> comes from the page itself). */
function headTags(options) {
	const { url, title, notFound, siteUrl, currency, queryClient } = options;
	const description = notFound ? NOT_FOUND_DESCRIPTION : DESCRIPTIONS[url.pathname] ?? DESCRIPTIONS["/"] ?? "";
	const canonical = `${siteUrl}${url.pathname === "/" ? "/" : url.pathname}`;
	const image = `${siteUrl}/assets/home-image-1280.webp`;
	const agency = {
		"@context": "https://schema.org",
		"@type": "RealEstateAgent",
		"@id": `${siteUrl}/#agency`,
		name: "Keyhaven",
		url: `${siteUrl}/`,
		logo: `${siteUrl}/favicon.svg`,
		image,
		description: DESCRIPTIONS["/"],
		telephone: "+1-503-555-0147",
		email: "hello@keyhaven.example",
		address: {
			"@type": "PostalAddress",
			streetAddress: "221 Harbor View Road, Suite 400",
			addressLocality: "Portland",
			addressRegion: "OR",
			postalCode: "97201",
			addressCountry: "US"
		}
	};
	const listings = listingsShown(url.pathname, url.search, queryClient);
	const graph = [agency, ...listings.length > 0 ? [{
		"@context": "https://schema.org",
		"@type": "ItemList",
		url: canonical,
		itemListElement: listings.map((listing, index) => ({
			"@type": "ListItem",
			position: index + 1,
			item: {
				...offer(listing, siteUrl, currency),
				offeredBy: { "@id": `${siteUrl}/#agency` }
			}
		}))
	}] : []];
	const meta = (key, name, content) => `<meta ${key}="${name}" content="${escapeAttribute(content)}">`;
	return [
		meta("name", "description", description),
		notFound ? meta("name", "robots", "noindex") : `<link rel="canonical" href="${escapeAttribute(canonical)}">`,
		meta("property", "og:type", "website"),
		meta("property", "og:site_name", "Keyhaven"),
		meta("property", "og:title", title),
		meta("property", "og:description", description),
		meta("property", "og:url", canonical),
		meta("property", "og:image", image),
		meta("name", "twitter:card", "summary_large_image"),
		meta("name", "twitter:title", title),
		meta("name", "twitter:description", description),
		meta("name", "twitter:image", image),
		`<script type="application/ld+json">${scriptJson(graph)}<\/script>`
	].join("\n    ");
}
// src/lib/currency.ts
/** The currency the server was configured with, written into index.html when it serves the app. */
var currency = globalThis.document?.querySelector("meta[name=\"keyhaven-currency\"]")?.content || "USD";
/** The server renders pages with its own configuration (the browser reads it from the page). */
function setCurrency(code) {
	currency = code;
}
/** Every amount the app shows, in the one configured currency. */
var formatAmount = (amount) => formatMoney(amount, currency);
/** A short amount for tight spots such as a map pin ($350K). */
var formatCompactAmount = (amount) => new Intl.NumberFormat("en-US", {
	style: "currency",
	currency,
	notation: "compact",
	maximumFractionDigits: 1
}).format(amount);
// src/entry-server.tsx
function configureRenderer({ fetch, currency }) {
	setApiTransport(fetch);
	setCurrency(currency);
}
var HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;
async function render(request, options) {
	configureRenderer(options);
	const queryClient = createQueryClient();
	queryClient.setDefaultOptions({ queries: {
		...queryClient.getDefaultOptions().queries,
		retry: false
	} });
	const routes = createRoutes(queryClient, { awaitData: true });
	const url = new URL(request.url);
	if ((matchRoutes(routes, url) ?? []).some(({ route }) => route.handle?.clientOnly)) return { kind: "client-only" };
	const handler = createStaticHandler2(routes);
	const context = await handler.query(request);
	if (context instanceof Response) return {
		kind: "redirect",
		response: context
	};
	const router = createStaticRouter(handler.dataRoutes, context);
	const html = renderToString(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(QueryClientProvider, {
		client: queryClient,
		children: /* @__PURE__ */ jsx(StaticRouterProvider, {
			router,
			context,
			nonce: options.nonce
		})
	}) }));
	const hoisted = HOISTED.exec(html)?.[0] ?? "";
	const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1] ?? "Keyhaven";
	const notFound = context.matches.some(({ route }) => route.handle?.notFound);
	const head = [hoisted, headTags({
		url,
		title: title.replace(/&amp;/g, "&"),
		notFound,
		siteUrl: options.siteUrl,
		currency: options.currency,
		queryClient
	})].join("\n    ");
	const state = `<script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(dehydrate(queryClient))}<\/script>`;
	return {
		kind: "page",
		status: notFound ? 404 : context.statusCode,
		head,
		body: `<div id="root">${html.slice(hoisted.length)}</div>\n    ${state}`
	};
}
export { EmptyState as A, listingFiltersSchema as B, resetPassword as C, signUpWithPassword as D, signInWithPassword as E, LISTING_TYPES as F, propertySchema as G, propertyCategorySchema as H, PROPERTY_CATEGORIES as I, verificationStatusSchema as J, propertyUpdateResultSchema as K, VERIFICATION_STATUSES as L, LoadingState as M, LISTING_PAGE_REACH as N, startSocialSignIn as O, LISTING_SORTS as P, advertisedPropertySchema as R, requestPasswordReset as S, signInOptionsQuery as T, propertyInputSchema as U, listingTypeSchema as V, propertyPinSchema as W, OFFER_EXPIRED_NOTE as Y, noOfferReason as _, pageOf as a, useAuth as b, MAIN_LINKS as c, configureRenderer, StatusBadge as d, CardList as f, uploadSrcSet as g, Avatar as h, rentPropertiesQuery as i, ErrorState as j, paths as k, QueryView as l, SaleBadge as m, formatCompactAmount as n, usePageParam as o, ListingCard as p, savedSearchFiltersSchema as q, rentPageParams as r, render, fetchPage as s, formatAmount as t, PropertyGrid as u, saleStateOf as v, saveOwnUser as w, ownRecordQuery as x, PageWidth as y, insertedIdSchema as z };

//# sourceMappingURL=entry-server.js.map