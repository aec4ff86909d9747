export { n as newsletterSignupResultSchema, r as newsletterSignupSchema } from "./newsletter-CjsCwGIF.js";
