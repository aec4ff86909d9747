import { z } from "zod";
// ../../packages/contract/src/notifications.ts
/** What a person can be told about; each kind can have its e-mail switched off in the profile. */
var NOTIFICATION_KINDS = [
	"offer_received",
	"offer_accepted",
	"offer_rejected",
	"offer_expired",
	"payment_received",
	"listing_verified",
	"listing_rejected",
	"inquiry_received",
	"inquiry_reply",
	"saved_search_match"
];
var notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: "kind is not a notification kind" });
/** The profile's words for each kind, and which roles can receive it (a buyer never gets an offer). */
var NOTIFICATION_KIND_INFO = {
	offer_received: {
		label: "A buyer makes an offer on my listing",
		roles: ["agent"]
	},
	payment_received: {
		label: "A buyer pays for my listing",
		roles: ["agent"]
	},
	listing_verified: {
		label: "An admin verifies my listing",
		roles: ["agent"]
	},
	listing_rejected: {
		label: "An admin rejects my listing",
		roles: ["agent"]
	},
	offer_accepted: {
		label: "My offer is accepted",
		roles: ["user"]
	},
	offer_rejected: {
		label: "My offer is rejected",
		roles: ["user"]
	},
	offer_expired: {
		label: "An accepted offer expires unpaid or is released",
		roles: ["user", "agent"]
	},
	inquiry_received: {
		label: "Someone contacts me about my listing",
		roles: ["agent"]
	},
	inquiry_reply: {
		label: "A new message in one of my conversations",
		roles: ["user", "agent"]
	},
	saved_search_match: {
		label: "A newly verified listing matches one of my saved searches",
		roles: [
			"user",
			"agent",
			"admin"
		]
	}
};
var notificationSchema = z.object({
	_id: z.string(),
	kind: notificationKindSchema,
	title: z.string(),
	body: z.string(),
	/** The page of the app this is about (a path, e.g. /dashboard/property-bought). */
	link: z.string(),
	read: z.boolean(),
	createdAt: z.string()
}).meta({ id: "Notification" });
/** Kinds whose e-mail is on; the in-app notification always arrives. */
var notificationPreferencesSchema = z.object({ emailKinds: z.array(notificationKindSchema, { error: "emailKinds must be a list of notification kinds" }).max(NOTIFICATION_KINDS.length, { error: "emailKinds lists a kind more than once" }).refine((kinds) => new Set(kinds).size === kinds.length, { error: "emailKinds lists a kind more than once" }) }).meta({ id: "NotificationPreferences" });
export { notificationSchema as i, NOTIFICATION_KIND_INFO as n, notificationPreferencesSchema as r, NOTIFICATION_KINDS as t };

//# sourceMappingURL=notifications-Bj4xDnKc.js.map