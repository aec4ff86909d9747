import { t as Link } from "./chunk-7RTFRKQW-bWUpzsSR.js";
import { i as useMarkRead, n as notificationsQuery, r as useMarkAllRead } from "./api-CLHLzXU_.js";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/layout/notification-bell.tsx
var timeFormat = new Intl.DateTimeFormat("en-US", {
	dateStyle: "medium",
	timeStyle: "short"
});
/** The navbar's bell: the unread count on it, the newest notifications in a panel below it. */
function NotificationBell() {
	const [open, setOpen] = useState(false);
	const panelId = useId();
	const container = useRef(null);
	const button = useRef(null);
	const unread = useQuery(notificationsQuery()).data?.unread ?? 0;
	useEffect(() => {
		if (!open) return;
		const closeOnOutside = (event) => {
			if (!container.current?.contains(event.target)) setOpen(false);
		};
		const closeOnEscape = (event) => {
			if (event.key !== "Escape") return;
			setOpen(false);
			button.current?.focus();
		};
		document.addEventListener("pointerdown", closeOnOutside);
		document.addEventListener("keydown", closeOnEscape);
		return () => {
			document.removeEventListener("pointerdown", closeOnOutside);
			document.removeEventListener("keydown", closeOnEscape);
		};
	}, [open]);
	return /* @__PURE__ */ jsxs("div", {
		ref: container,
		className: "relative",
		children: [/* @__PURE__ */ jsx("button", {
			ref: button,
			type: "button",
			className: "btn btn-ghost btn-circle",
			"aria-label": unread > 0 ? `Notifications, ${unread} unread` : "Notifications",
			"aria-expanded": open,
			"aria-controls": panelId,
			onClick: () => setOpen((current) => !current),
			children: /* @__PURE__ */ jsxs("span", {
				className: "indicator",
				children: [/* @__PURE__ */ jsx(BellIcon, {}), unread > 0 && /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: "indicator-item badge badge-sm badge-error text-white",
					children: unread > 99 ? "99+" : unread
				})]
			})
		}), open && /* @__PURE__ */ jsx("section", {
			id: panelId,
			"aria-label": "Notifications",
			className: "absolute right-0 z-50 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-box bg-base-100 text-base-content shadow-xl ring-1 ring-base-300",
			children: /* @__PURE__ */ jsx(NotificationPanel, { onNavigate: () => setOpen(false) })
		})]
	});
}
function NotificationPanel({ onNavigate }) {
	const notifications = useQuery(notificationsQuery());
	const markRead = useMarkRead();
	const markAllRead = useMarkAllRead();
	const unread = notifications.data?.unread ?? 0;
	return /* @__PURE__ */ jsxs("div", {
		className: "flex max-h-[70svh] flex-col",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex items-center justify-between gap-2 border-b border-base-300 px-4 py-3",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "font-semibold",
				children: "Notifications"
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "btn btn-ghost btn-xs",
				disabled: unread === 0 || markAllRead.isPending,
				onClick: () => markAllRead.mutate(),
				children: markAllRead.isPending ? "Marking..." : "Mark all read"
			})]
		}), notifications.isPending ? /* @__PURE__ */ jsx("p", {
			role: "status",
			className: "px-4 py-6 text-center text-sm",
			children: "Loading notifications..."
		}) : notifications.isError ? /* @__PURE__ */ jsxs("div", {
			role: "alert",
			className: "space-y-2 px-4 py-6 text-center text-sm",
			children: [/* @__PURE__ */ jsx("p", { children: "Could not load your notifications." }), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "btn btn-outline btn-xs",
				onClick: () => void notifications.refetch(),
				children: "Try again"
			})]
		}) : notifications.data.items.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "px-4 py-6 text-center text-sm text-base-content/80",
			children: "No notifications yet."
		}) : /* @__PURE__ */ jsx("ul", {
			className: "overflow-y-auto",
			children: notifications.data.items.map((note) => /* @__PURE__ */ jsx(NotificationItem, {
				note,
				onOpen: () => {
					if (!note.read) markRead.mutate(note._id);
					onNavigate();
				}
			}, note._id))
		})]
	});
}
function NotificationItem({ note, onOpen }) {
	return /* @__PURE__ */ jsx("li", {
		className: "border-b border-base-200 last:border-0",
		children: /* @__PURE__ */ jsx(Link, {
			to: note.link,
			onClick: onOpen,
			className: `block px-4 py-3 hover:bg-base-200 focus-visible:bg-base-200 ${note.read ? "" : "bg-primary/5"}`,
			children: /* @__PURE__ */ jsxs("span", {
				className: "flex items-start gap-2",
				children: [!note.read && /* @__PURE__ */ jsx("span", {
					className: "mt-1.5 size-2 shrink-0 rounded-full bg-primary",
					"aria-hidden": "true"
				}), /* @__PURE__ */ jsxs("span", {
					className: "min-w-0",
					children: [
						/* @__PURE__ */ jsxs("span", {
							className: "block font-medium break-words",
							children: [note.title, !note.read && /* @__PURE__ */ jsx("span", {
								className: "sr-only",
								children: " (unread)"
							})]
						}),
						/* @__PURE__ */ jsx("span", {
							className: "block text-sm break-words text-base-content/80",
							children: note.body
						}),
						/* @__PURE__ */ jsx("time", {
							dateTime: note.createdAt,
							className: "block text-xs text-base-content/70",
							children: timeFormat.format(new Date(note.createdAt))
						})
					]
				})]
			})
		})
	});
}
function BellIcon() {
	return /* @__PURE__ */ jsx("svg", {
		viewBox: "0 0 24 24",
		className: "size-6",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2",
		"aria-hidden": "true",
		children: /* @__PURE__ */ jsx("path", {
			d: "M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 1 0-12 0v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0a3 3 0 0 1-6 0m6 0H9",
			strokeLinecap: "round",
			strokeLinejoin: "round"
		})
	});
}
export { NotificationBell };

//# sourceMappingURL=notification-bell-WYZkUiHb.js.map