import { useEffect, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/side-sheet.tsx
/**
* A panel that slides in from the left above everything (the fixed navbar included), with its title, a close
* button, and a backdrop; it closes by the button, the backdrop or Escape. Shown below `lg` only.
*/
function SideSheet({ id, title, closeLabel, open, onClose, children }) {
	const closeButton = useRef(null);
	useEffect(() => {
		if (!open) return;
		closeButton.current?.focus();
		const onKey = (event) => {
			if (event.key === "Escape") onClose();
		};
		document.addEventListener("keydown", onKey);
		return () => document.removeEventListener("keydown", onKey);
	}, [open, onClose]);
	return /* @__PURE__ */ jsxs("div", {
		className: `lg:hidden ${open ? "" : "pointer-events-none"}`,
		children: [/* @__PURE__ */ jsx("div", {
			"data-testid": `${id}-backdrop`,
			"aria-hidden": "true",
			onClick: onClose,
			className: `fixed inset-0 z-40 bg-black/50 transition-opacity duration-300 ${open ? "opacity-100" : "invisible opacity-0"}`
		}), /* @__PURE__ */ jsxs("div", {
			id,
			role: "dialog",
			"aria-modal": "true",
			"aria-labelledby": `${id}-title`,
			inert: !open,
			className: `fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white text-base-content shadow-xl transition-transform duration-300 ${open ? "translate-x-0" : "invisible -translate-x-full"}`,
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex items-center justify-between border-b border-base-200 px-4 py-3",
				children: [/* @__PURE__ */ jsx("h2", {
					id: `${id}-title`,
					className: "text-lg font-semibold",
					children: title
				}), /* @__PURE__ */ jsx("button", {
					ref: closeButton,
					type: "button",
					className: "btn btn-ghost btn-square btn-sm",
					"aria-label": closeLabel,
					onClick: onClose,
					children: /* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 24 24",
						className: "size-5",
						fill: "none",
						stroke: "currentColor",
						strokeWidth: "2",
						"aria-hidden": "true",
						children: /* @__PURE__ */ jsx("path", {
							d: "M6 6l12 12M18 6 6 18",
							strokeLinecap: "round"
						})
					})
				})]
			}), children]
		})]
	});
}
export { SideSheet as t };

//# sourceMappingURL=side-sheet-Cf39NM_M.js.map