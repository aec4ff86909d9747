import { r as errorBodySchema } from "./common-CpSAhRKJ.js";
import { z } from "zod";
// src/lib/response-schemas.ts
var authErrorSchema = z.object({
	message: z.string(),
	code: z.string().optional()
});
export { authErrorSchema, errorBodySchema, z };

//# sourceMappingURL=response-schemas-BpeshfRc.js.map