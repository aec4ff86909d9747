import { l as QueryView } from "../entry-server.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/components/pager.tsx
/**
* Previous / Page n of m / Next, shown when there is more than one page, or when the page asked for lies past
* the end (an old link, the last item of the last page deleted): then it says so and leads back to the last page.
*/
function Pager({ page, pageCount, onPage }) {
	const lastPage = Math.max(1, pageCount);
	const pastEnd = page > lastPage;
	if (lastPage <= 1 && !pastEnd) return null;
	return /* @__PURE__ */ jsxs("nav", {
		"aria-label": "Pages",
		className: "mt-8 flex flex-col items-center gap-3",
		children: [pastEnd && /* @__PURE__ */ jsxs("p", {
			role: "status",
			className: "text-base-content/80",
			children: [
				"There is nothing on page ",
				page,
				"; the list has ",
				lastPage,
				" ",
				lastPage === 1 ? "page" : "pages",
				"."
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "join",
			children: [
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn join-item",
					disabled: page <= 1,
					onClick: () => onPage(pastEnd ? lastPage : page - 1),
					children: pastEnd ? `Back to page ${lastPage}` : "Previous"
				}),
				/* @__PURE__ */ jsxs("span", {
					className: "btn join-item pointer-events-none",
					children: [
						"Page ",
						page,
						" of ",
						lastPage
					]
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn join-item",
					disabled: page >= lastPage,
					onClick: () => onPage(page + 1),
					children: "Next"
				})
			]
		})]
	});
}
// src/components/paged-view.tsx
/**
* Every paged list: loading, error and empty states, then the page and its pager. "Empty" means the whole list
* (a zero total), so a page past the end (an old link, the last item of the last page removed) still shows the
* pager, which says so and leads back.
*/
function PagedView({ query, page, pageSize, onPage, children, reach, beyondReach = "narrow the list", ...states }) {
	const reachablePages = reach === void 0 ? Number.POSITIVE_INFINITY : Math.floor(reach / pageSize);
	return /* @__PURE__ */ jsx(QueryView, {
		query,
		isEmpty: (data) => data.total === 0,
		...states,
		children: (data) => {
			const pageCount = Math.ceil(data.total / pageSize);
			return /* @__PURE__ */ jsxs(Fragment, { children: [
				children(data),
				/* @__PURE__ */ jsx(Pager, {
					page,
					pageCount: Math.min(pageCount, reachablePages),
					onPage
				}),
				pageCount > reachablePages && page >= reachablePages && /* @__PURE__ */ jsxs("p", {
					className: "mt-3 text-center text-sm text-base-content/80",
					children: [
						"Pages go as far as the first ",
						(reachablePages * pageSize).toLocaleString("en-US"),
						" results:",
						" ",
						beyondReach,
						" to see the rest."
					]
				})
			] });
		}
	});
}
export { PagedView as t };

//# sourceMappingURL=paged-view-D820o-mT.js.map