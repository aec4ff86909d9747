import { t as Link } from "./chunk-7RTFRKQW-bWUpzsSR.js";
import { k as paths, y as PageWidth } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/not-found/not-found-page.tsx
function NotFoundPage() {
	return /* @__PURE__ */ jsxs(PageWidth, {
		className: "flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Page not found · Keyhaven" }),
			/* @__PURE__ */ jsx("p", {
				className: "text-6xl font-bold text-primary",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "text-3xl font-bold",
				children: "Page not found"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "max-w-md text-base-content/70",
				children: "The page you are looking for does not exist or has moved. Let us take you somewhere useful."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex gap-2",
				children: [/* @__PURE__ */ jsx(Link, {
					to: paths.home,
					className: "btn btn-primary",
					children: "Back to home"
				}), /* @__PURE__ */ jsx(Link, {
					to: paths.rentProperties,
					className: "btn btn-outline",
					children: "Properties for rent"
				})]
			})
		]
	});
}
export { NotFoundPage };

//# sourceMappingURL=not-found-page-ZrgetjzV.js.map