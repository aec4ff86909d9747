import { a as signInOptionsSchema, i as roleResponseSchema, o as tokenResponseSchema, s as userRecordSchema } from "./users-FFqYGUBW.js";
import { o as uploadResultSchema } from "./common-CpSAhRKJ.js";
import { z } from "zod";
// src/features/auth/auth-schemas.ts
var sessionSchema = z.object({
	user: z.object({
		id: z.string(),
		name: z.string(),
		email: z.string(),
		image: z.string().nullish()
	}),
	session: z.object({
		id: z.string(),
		expiresAt: z.string()
	})
}).nullable();
var anything = z.unknown();
var redirectSchema = z.object({
	url: z.string(),
	redirect: z.boolean().optional()
});
export { anything, redirectSchema, roleResponseSchema, sessionSchema, signInOptionsSchema, tokenResponseSchema, uploadResultSchema, userRecordSchema };

//# sourceMappingURL=auth-schemas-BeIgrGi_.js.map