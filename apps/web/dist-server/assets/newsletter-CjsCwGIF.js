import { a as text } from "./common-CpSAhRKJ.js";
import { z } from "zod";
// ../../packages/contract/src/newsletter.ts
/** An e-mail address a person types: trimmed, checked, then lower-cased (as accounts store it), here once. */
var emailField = text({ error: "Email is required" }).trim().min(1, { error: "Email is required" }).max(254, { error: "Email must be at most 254 characters" }).pipe(z.email({ error: "Please enter a valid email address" }).toLowerCase());
var newsletterSignupSchema = z.object({ email: emailField }).meta({ id: "NewsletterSignup" });
var newsletterSignupResultSchema = z.object({ subscribed: z.literal(true) }).meta({ id: "NewsletterSignupResult" });
export { newsletterSignupResultSchema as n, newsletterSignupSchema as r, emailField as t };

//# sourceMappingURL=newsletter-CjsCwGIF.js.map