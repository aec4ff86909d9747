import { i as apiRequest } from "./api-client-CtE8tGP5.js";
import { t as useGuardedMutation } from "./use-guarded-mutation-Cn_gtkg_.js";
import { queryOptions, useQueryClient } from "@tanstack/react-query";
// src/features/notifications/api.ts
var schemas = () => import("./notification-schemas-ChdnHE26.js");
var schema = (name) => async () => (await schemas())[name];
/** The bell shows the newest few; the unread count covers them all. */
var BELL_SIZE = 10;
var POLL_MS = 3e4;
var NOTIFICATIONS_KEY = ["notifications"];
var notificationsQuery = () => queryOptions({
	queryKey: [...NOTIFICATIONS_KEY, "latest"],
	queryFn: async ({ signal }) => {
		const { data, total, headers } = await apiRequest("/notifications", {
			schema: schema("notificationListSchema"),
			query: { limit: BELL_SIZE },
			signal
		});
		return {
			items: data,
			total: total ?? data.length,
			unread: Number(headers.get("X-Unread-Count") ?? 0)
		};
	},
	refetchInterval: POLL_MS
});
var notificationPreferencesQuery = () => queryOptions({
	queryKey: [...NOTIFICATIONS_KEY, "preferences"],
	queryFn: async ({ signal }) => (await apiRequest("/notification-preferences", {
		schema: schema("notificationPreferencesSchema"),
		signal
	})).data
});
function useRefreshNotifications() {
	const queryClient = useQueryClient();
	return () => queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey });
}
function useMarkRead() {
	const refresh = useRefreshNotifications();
	return useGuardedMutation({
		mutationFn: (id) => apiRequest(`/notifications/${id}/read`, {
			method: "PATCH",
			schema: schema("modifiedCountSchema")
		}),
		onSettled: refresh
	});
}
function useMarkAllRead() {
	const refresh = useRefreshNotifications();
	return useGuardedMutation({
		mutationFn: () => apiRequest("/notifications/read-all", {
			method: "POST",
			schema: schema("modifiedCountSchema")
		}),
		onSettled: refresh
	});
}
function useSaveNotificationPreferences(outcome) {
	const queryClient = useQueryClient();
	return useGuardedMutation({
		onError: outcome.onError,
		mutationFn: async (preferences) => (await apiRequest("/notification-preferences", {
			method: "PUT",
			body: preferences,
			schema: schema("notificationPreferencesSchema")
		})).data,
		onSuccess: (saved) => {
			queryClient.setQueryData(notificationPreferencesQuery().queryKey, saved);
			outcome.onSuccess();
		}
	});
}
export { useSaveNotificationPreferences as a, useMarkRead as i, notificationsQuery as n, useMarkAllRead as r, notificationPreferencesQuery as t };

//# sourceMappingURL=api-CLHLzXU_.js.map