// ../../packages/contract/src/headers.ts
var TOTAL_COUNT_HEADER = "X-Total-Count";
/** Set when X-Total-Count stopped counting at TOTAL_COUNT_CAP: there are more matches than it says. */
var TOTAL_COUNT_CAPPED_HEADER = "X-Total-Count-Capped";
/** The caller's unread notifications, sent with every page of the list (the bell's badge). */
var UNREAD_COUNT_HEADER = "X-Unread-Count";
// src/lib/api-client.ts
/** An error answer of the API, with the server's own message (which names the field for bad input). */
var ApiError = class extends Error {
	status;
	code;
	/** The request field at fault, as the server names it in the answer's `field`; null when none is. */
	field;
	/** The problem alone: the message without its '<field>: ' prefix, for showing beside that field. */
	detail;
	constructor(status, message, code = "error", field) {
		super(message);
		this.status = status;
		this.code = code;
		this.name = "ApiError";
		this.field = field ?? null;
		this.detail = field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
	}
};
/**
* A successful answer that does not match the contract schema: the server and this page are out of step (a
* deploy under way, or a bug). Retrying cannot help, and zod's report means nothing to a person, so the
* message is a plain sentence and the details go to the console.
*/
var ContractMismatchError = class extends Error {
	path;
	constructor(path) {
		super("Keyhaven answered in a way this page does not understand. Reload the page and try again.");
		this.path = path;
		this.name = "ContractMismatchError";
	}
};
/** A record that does not exist, or an id that could not name one. */
var isNotFound = (error) => error instanceof ApiError && (error.status === 404 || error.status === 400 && error.field === "id");
function buildUrl(path, query) {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query ?? {})) if (value !== void 0 && value !== "") params.set(key, String(value));
	const search = params.toString();
	return `/api${path}${search ? `?${search}` : ""}`;
}
async function readError(response) {
	const body = await response.json().catch(() => null);
	const { errorBodySchema, authErrorSchema } = await import("./response-schemas-BpeshfRc.js");
	const parsed = errorBodySchema.safeParse(body);
	if (parsed.success) {
		const { message, code, field } = parsed.data.error;
		return new ApiError(response.status, message, code, field);
	}
	const auth = authErrorSchema.safeParse(body);
	if (auth.success) return new ApiError(response.status, auth.data.message, auth.data.code);
	if (response.status === 429) return new ApiError(429, "Too many attempts. Please wait a moment and try again.");
	return new ApiError(response.status, `The server answered ${response.status} ${response.statusText}`.trim());
}
var TOKEN_KEY = "access-token";
var accessToken = {
	get: () => typeof localStorage === "undefined" ? null : localStorage.getItem(TOKEN_KEY),
	set: (token) => localStorage.setItem(TOKEN_KEY, token),
	clear: () => localStorage.removeItem(TOKEN_KEY)
};
var onUnauthorized = () => {};
var transport = (url, init) => fetch(url, init);
/** Where requests go: the browser's fetch, or (when the server renders a page) the API in the same process. */
function setApiTransport(next) {
	transport = next;
}
/** What to do when the server refuses a request made with the token (the auth provider signs the user out). */
function setUnauthorizedHandler(handler) {
	onUnauthorized = handler;
}
/** The one way the web app talks to the API: every answer is checked against the shared contract schema. */
async function apiRequest(path, { schema, acceptsNull, method = "GET", query, body, signal, onUploadProgress }) {
	const token = path.startsWith("/auth/") ? null : accessToken.get();
	const headers = {};
	if (token) headers.Authorization = `Bearer ${token}`;
	if (body !== void 0 && !(body instanceof FormData)) headers["Content-Type"] = "application/json";
	let response;
	try {
		response = await (onUploadProgress ? (await import("./progress-transport-9B5Hkh0q.js")).progressTransport(onUploadProgress) : transport)(buildUrl(path, query), {
			method,
			signal: signal ?? null,
			credentials: "same-origin",
			headers,
			body: body === void 0 ? null : body instanceof FormData ? body : JSON.stringify(body)
		});
	} catch (error) {
		if (error instanceof DOMException && error.name === "AbortError") throw error;
		throw new ApiError(0, "Could not reach Keyhaven. Check your connection and try again.", "network");
	}
	if (!response.ok) {
		const error = await readError(response);
		if (token && response.status === 401) {
			accessToken.clear();
			onUnauthorized();
		}
		throw error;
	}
	const answer = response.status === 204 ? Promise.resolve(null) : response.json().catch(() => void 0);
	const data = acceptsNull && await answer === null ? null : await matchContract(method, path, schema, answer);
	const totalHeader = response.headers.get(TOTAL_COUNT_HEADER);
	return {
		data,
		total: totalHeader === null ? null : Number(totalHeader),
		totalCapped: response.headers.get(TOTAL_COUNT_CAPPED_HEADER) === "true",
		headers: response.headers
	};
}
/** The answer checked against its schema, which loads while the body is read. */
async function matchContract(method, path, schema, answer) {
	const [answerSchema, body] = await Promise.all([typeof schema === "function" ? schema() : schema, answer]);
	const parsed = answerSchema.safeParse(body);
	if (parsed.success) return parsed.data;
	console.error(`${method} ${path}: the answer does not match the contract`, parsed.error.issues);
	throw new ContractMismatchError(path);
}
export { isNotFound as a, UNREAD_COUNT_HEADER as c, apiRequest as i, ContractMismatchError as n, setApiTransport as o, accessToken as r, setUnauthorizedHandler as s, ApiError as t };

//# sourceMappingURL=api-client-CtE8tGP5.js.map