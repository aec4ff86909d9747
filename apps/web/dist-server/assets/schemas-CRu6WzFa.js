import { R as advertisedPropertySchema } from "../entry-server.js";
import { n as publicReviewSchema } from "./reviews-lgEzlhBt.js";
import { z } from "zod";
// ../../packages/contract/src/agents.ts
var featuredAgentSchema = z.object({
	_id: z.string(),
	name: z.string(),
	email: z.string(),
	soldCount: z.number().int().min(0),
	photoURL: z.string().nullable()
}).meta({ id: "FeaturedAgent" });
// src/features/home/schemas.ts
var advertisedPropertiesSchema = z.array(advertisedPropertySchema);
var latestReviewsSchema = z.array(publicReviewSchema);
var featuredAgentsSchema = z.array(featuredAgentSchema);
export { advertisedPropertiesSchema, featuredAgentsSchema, latestReviewsSchema };

//# sourceMappingURL=schemas-CRu6WzFa.js.map