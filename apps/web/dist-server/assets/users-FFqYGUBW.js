import { a as text, i as paginationQuerySchema, s as uploadedImageField } from "./common-CpSAhRKJ.js";
import { t as emailField } from "./newsletter-CjsCwGIF.js";
import { z } from "zod";
var roleSchema = z.enum([
	"user",
	"agent",
	"admin",
	"fraud"
]);
var userRecordSchema = z.object({
	_id: z.string(),
	uid: z.string(),
	name: z.string(),
	email: z.string(),
	photoURL: z.string().nullable(),
	role: roleSchema,
	created_at: z.iso.datetime(),
	last_log_in: z.iso.datetime().nullable()
}).meta({ id: "UserRecord" });
/**
* The rules of a person's name and photo, held on every path that writes a user: sign-up, Better Auth's
* update-user, social sign-in and `POST /users`.
*/
var personNameField = text({ error: "Name is required" }).trim().min(1, { error: "Name is required" }).max(100, { error: "Name is too long" });
var photoUrlField = uploadedImageField({
	required: "Photo is required",
	invalid: "Photo must be a picture uploaded to Keyhaven"
});
z.object({
	email: emailField,
	name: personNameField.optional(),
	photoURL: z.preprocess((value) => value === "" ? null : value, photoUrlField.nullable()).optional()
}).meta({ id: "SaveUser" });
z.object({ email: emailField }).meta({ id: "TokenRequest" });
var tokenResponseSchema = z.object({ token: z.string() }).meta({ id: "TokenResponse" });
var roleResponseSchema = z.object({ role: roleSchema }).meta({ id: "RoleResponse" });
z.object({ email: emailField });
paginationQuerySchema.extend({ search: text().trim().max(100, { error: "search must be at most 100 characters" }).optional() });
var modifiedCountSchema = z.object({ modifiedCount: z.number().int() }).meta({ id: "ModifiedCount" });
var deletedCountSchema = z.object({ deletedCount: z.number().int() }).meta({ id: "DeletedCount" });
var signInOptionsSchema = z.object({
	google: z.boolean(),
	oidc: z.object({ name: z.string() }).nullable()
}).meta({ id: "SignInOptions" });
export { signInOptionsSchema as a, roleResponseSchema as i, modifiedCountSchema as n, tokenResponseSchema as o, personNameField as r, userRecordSchema as s, deletedCountSchema as t };

//# sourceMappingURL=users-FFqYGUBW.js.map