import { z } from "zod";
z.uuid({ error: "id must be a valid id" });
var CONTROL_CHARACTERS = /\p{Cc}/u;
var CONTROL_CHARACTERS_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;
var CONTROL_CHARACTER_MESSAGE = "must not contain control characters";
/** Whether a person could have typed `value` into a one-line (or, with `multiline`, a multi-line) field. */
function hasControlCharacters(value, options = {}) {
	return (options.multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(value);
}
/**
* The contract's one string: every string a client sends (body field, query or path parameter) starts here,
* so control characters are refused once, with a 400 naming the field, before anything reaches the database.
* Chain the usual checks after it (`.trim().min(1).max(100)`).
*/
function text(options = {}) {
	return z.string(options.error ? { error: options.error } : void 0).refine((value) => !hasControlCharacters(value, options), {
		error: CONTROL_CHARACTER_MESSAGE,
		abort: true
	});
}
/**
* The `code` of an error answer: what a client branches on. The `message` beside it is for people and may
* change wording at any time. A status has its generic code; a few answers carry a more precise one.
*/
var ERROR_CODES = {
	badRequest: "bad_request",
	unauthorized: "unauthorized",
	forbidden: "forbidden",
	notFound: "not_found",
	conflict: "conflict",
	payloadTooLarge: "payload_too_large",
	unsupportedMediaType: "unsupported_media_type",
	rateLimited: "rate_limited",
	internalError: "internal_error",
	/** 409: the listing is already in the caller's wishlist (the state they wanted). */
	alreadyInWishlist: "already_in_wishlist",
	/** 402: the card was declined; the message says why. */
	cardDeclined: "card_declined",
	/** 402: the PaymentIntent has not succeeded (yet). */
	paymentIncomplete: "payment_incomplete",
	/** 502: the payment provider refused or could not be reached. */
	paymentProviderError: "payment_provider_error",
	/** 503: the instance is shutting down; nothing was done, so the request may be sent again. */
	shuttingDown: "shutting_down",
	/** 503: a public read ran past its statement timeout; narrowed, the request may succeed. */
	queryTimeout: "query_timeout"
};
var errorBodySchema = z.object({ error: z.object({
	code: z.enum(ERROR_CODES).meta({ example: "bad_request" }),
	message: z.string().meta({ example: "page: must be a positive whole number" }),
	field: z.string().optional().meta({
		example: "page",
		description: "The request field at fault (a body, query or path field; nested ones dotted, as images.0), when one is. The message names it too, first."
	})
}) }).meta({ id: "Error" });
/**
* An e-mail address a query names: lower-cased here, once, as accounts store it, so the server compares it
* as it arrives. (Forms and bodies use `emailField`, which also trims and lower-cases.)
*/
var emailQueryField = (name) => z.email({ error: `${name} must be an e-mail address` }).toLowerCase();
/** `?page=&limit=` of every list that can grow; the total travels in the X-Total-Count header. */
var paginationQuerySchema = z.object({
	page: z.coerce.number({ error: "page must be a positive whole number" }).int({ error: "page must be a positive whole number" }).min(1, { error: "page must be a positive whole number" }).default(1),
	limit: z.coerce.number({ error: "limit must be a whole number from 1 to 100" }).int({ error: "limit must be a whole number from 1 to 100" }).min(1, { error: "limit must be a whole number from 1 to 100" }).max(100, { error: "limit must be a whole number from 1 to 100" }).default(12)
});
z.object({
	status: z.enum(["ok", "degraded"]),
	db: z.enum(["up", "down"])
}).meta({ id: "Health" });
z.object({
	status: z.enum(["ready", "not_ready"]),
	db: z.enum(["up", "down"]),
	migrations: z.enum([
		"applied",
		"pending",
		"unknown"
	]),
	shuttingDown: z.boolean(),
	/**
	* Present when DATABASE_READ_URLS names replicas: each one's state and lag at its last check, and how many
	* queries of the reads that may lag each database answered (the primary's when none was in use, or the
	* person had just written). A replica out of use does not make the instance unready: the primary reads.
	*/
	readReplicas: z.object({
		primaryReads: z.number().int(),
		replicas: z.array(z.object({
			name: z.string(),
			state: z.enum([
				"in_use",
				"lagging",
				"down"
			]),
			lagMs: z.number().nullable(),
			reads: z.number().int()
		}))
	}).optional()
}).meta({ id: "Readiness" });
var uploadResultSchema = z.object({ url: z.string() }).meta({ id: "UploadResult" });
var UPLOADED_IMAGE_URL = /^\/uploads\/[a-z0-9][a-z0-9-]*\.(webp|png|avif)$/;
function isUploadedImageUrl(url) {
	return UPLOADED_IMAGE_URL.test(url);
}
/** An image field: the URL of a picture uploaded to Keyhaven, as `POST /api/uploads` returned it. */
function uploadedImageField(messages) {
	return text({ error: messages.required }).trim().min(1, { error: messages.required }).refine(isUploadedImageUrl, { error: messages.invalid });
}
export { text as a, paginationQuerySchema as i, emailQueryField as n, uploadResultSchema as o, errorBodySchema as r, uploadedImageField as s, ERROR_CODES as t };

//# sourceMappingURL=common-CpSAhRKJ.js.map