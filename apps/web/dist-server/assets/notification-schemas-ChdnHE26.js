import { i as notificationSchema, r as notificationPreferencesSchema } from "./notifications-Bj4xDnKc.js";
import { n as modifiedCountSchema } from "./users-FFqYGUBW.js";
import { z } from "zod";
// src/features/notifications/notification-schemas.ts
var notificationListSchema = z.array(notificationSchema);
export { modifiedCountSchema, notificationListSchema, notificationPreferencesSchema };

//# sourceMappingURL=notification-schemas-ChdnHE26.js.map