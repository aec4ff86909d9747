import { I as PROPERTY_CATEGORIES, N as LISTING_PAGE_REACH, i as rentPropertiesQuery, r as rentPageParams, u as PropertyGrid, y as PageWidth } from "../entry-server.js";
import { h as useSearchParams } from "./chunk-7RTFRKQW-bWUpzsSR.js";
import { t as PagedView } from "./paged-view-D820o-mT.js";
import { useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/rent/rent-page.tsx
var CATEGORY_LABELS = {
	House: "Houses",
	Villa: "Villa",
	Office: "Office",
	Apartment: "Apartments"
};
function RentPage() {
	const [params, setParams] = useSearchParams();
	const { category, page } = rentPageParams(params);
	const rentals = useQuery(rentPropertiesQuery(category, page));
	const show = (next) => {
		const search = new URLSearchParams();
		const nextCategory = "category" in next ? next.category : category;
		if (nextCategory) search.set("category", nextCategory);
		if (next.page && next.page > 1) search.set("page", String(next.page));
		setParams(search);
	};
	return /* @__PURE__ */ jsxs(PageWidth, {
		className: "py-10",
		children: [
			/* @__PURE__ */ jsx("title", { children: "Properties For Rent · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-center text-3xl font-bold",
				children: "Properties For Rent"
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: "my-8 flex flex-wrap justify-center gap-2",
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: "sr-only",
						children: "Filter by category"
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						"aria-pressed": category === void 0,
						className: `btn btn-sm ${category === void 0 ? "btn-primary" : "btn-outline"}`,
						onClick: () => show({ category: void 0 }),
						children: "All"
					}),
					PROPERTY_CATEGORIES.map((value) => /* @__PURE__ */ jsx("button", {
						type: "button",
						"aria-pressed": category === value,
						className: `btn btn-sm ${category === value ? "btn-primary" : "btn-outline"}`,
						onClick: () => show({ category: value }),
						children: CATEGORY_LABELS[value]
					}, value))
				]
			}),
			/* @__PURE__ */ jsx(PagedView, {
				query: rentals,
				page,
				pageSize: 12,
				onPage: (next) => show({ page: next }),
				reach: LISTING_PAGE_REACH,
				beyondReach: "choose a category",
				loading: "Loading rentals...",
				error: "We could not load the rentals.",
				empty: category ? `No ${CATEGORY_LABELS[category].toLowerCase()} for rent right now.` : "No properties for rent right now.",
				children: (data) => /* @__PURE__ */ jsx(PropertyGrid, {
					label: "Rentals",
					summary: `${data.total} ${data.total === 1 ? "rental" : "rentals"}${category ? ` in ${CATEGORY_LABELS[category]}` : ""}`,
					properties: data.items,
					busy: rentals.isPlaceholderData
				})
			})
		]
	});
}
export { RentPage };

//# sourceMappingURL=rent-page-BnkghNTR.js.map