import { n as NavLink } from "./chunk-7RTFRKQW-bWUpzsSR.js";
import { t as SideSheet } from "./side-sheet-Cf39NM_M.js";
import { b as useAuth, c as MAIN_LINKS, k as paths } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/features/layout/mobile-menu.tsx
/** The narrow-screen side menu: slides in from the left, closes by its button, the backdrop or Escape. */
function MobileMenu({ open, onClose }) {
	const { state } = useAuth();
	const links = state.status === "signed-out" ? [...MAIN_LINKS, {
		to: paths.login,
		label: "Login"
	}] : MAIN_LINKS;
	return /* @__PURE__ */ jsx(SideSheet, {
		id: "mobile-menu",
		title: "Menu",
		closeLabel: "Close menu",
		open,
		onClose,
		children: /* @__PURE__ */ jsx("ul", {
			className: "menu w-full gap-1 p-3 text-base",
			children: links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
				to: link.to,
				end: link.to === "/",
				className: ({ isActive }) => isActive ? "menu-active" : "",
				onClick: onClose,
				children: link.label
			}) }, link.to))
		})
	});
}
export { MobileMenu };

//# sourceMappingURL=mobile-menu-Bz-AhDt5.js.map