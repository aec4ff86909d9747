import { a as text, i as paginationQuerySchema, n as emailQueryField } from "./common-CpSAhRKJ.js";
import { z } from "zod";
// ../../packages/contract/src/reviews.ts
/** A review as anyone may see it: the reviewer's e-mail stays private. */
var publicReviewSchema = z.object({
	_id: z.uuid(),
	propertyId: z.uuid(),
	propertyTitle: z.string(),
	agentName: z.string().nullable(),
	reviewerName: z.string(),
	reviewerImage: z.string().nullable(),
	description: z.string(),
	createdAt: z.iso.datetime()
}).meta({ id: "PublicReview" });
/** A review as its author and admins see it. */
var reviewSchema = publicReviewSchema.extend({ reviewerEmail: z.string() }).meta({ id: "Review" });
var REVIEW_MAX_LENGTH = 2e3;
/** An author's edit of their review: only the text changes. */
var reviewEditSchema = z.object({
	propertyId: z.uuid({ error: "propertyId must be a property id" }),
	description: text({
		multiline: true,
		error: "Review text is required"
	}).trim().min(1, { error: "Review text is required" }).max(REVIEW_MAX_LENGTH, { error: `Review text must be at most ${REVIEW_MAX_LENGTH} characters` })
}).meta({ id: "ReviewInput" }).pick({ description: true }).meta({ id: "ReviewEdit" });
paginationQuerySchema.extend({ email: emailQueryField("email") });
z.object({ email: emailQueryField("email").optional() });
export { reviewSchema as i, publicReviewSchema as n, reviewEditSchema as r, REVIEW_MAX_LENGTH as t };

//# sourceMappingURL=reviews-lgEzlhBt.js.map