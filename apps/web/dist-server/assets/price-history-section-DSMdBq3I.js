import { t as DataTable } from "./data-table-CSwjO4lT.js";
import { M as LoadingState, j as ErrorState, t as formatAmount } from "../entry-server.js";
import { w as priceHistoryQuery } from "./api-B0L5Zlv8.js";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/properties/price-history-section.tsx
var dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
var dateOf = (entry) => dateFormat.format(new Date(entry.changedAt));
/** How an entry moved the price from the one before it (the low end first, as listings are sorted by it). */
function changeOf(entry, before) {
	if (!before) return "Listed";
	const difference = entry.priceLow - before.priceLow || entry.priceHigh - before.priceHigh;
	if (difference === 0) return "Unchanged";
	return `${difference < 0 ? "Down" : "Up"} ${formatAmount(Math.abs(difference))}`;
}
/** The details page's Price history: loaded on its own, after the listing. */
function PriceHistorySection({ propertyId }) {
	const history = useQuery(priceHistoryQuery(propertyId));
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "price-history-title",
		className: "mt-12 max-w-3xl",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "price-history-title",
			className: "mb-4 text-2xl font-bold",
			children: "Price history"
		}), history.isPending ? /* @__PURE__ */ jsx(LoadingState, { label: "Loading price history..." }) : history.isError ? /* @__PURE__ */ jsx(ErrorState, {
			message: "We could not load the price history.",
			onRetry: () => history.refetch()
		}) : history.data.length < 2 ? /* @__PURE__ */ jsxs("p", {
			className: "text-base-content/80",
			children: [
				"The price has not changed since this home was listed",
				history.data[0] ? ` on ${dateOf(history.data[0])} at ${history.data[0].priceRange}` : "",
				"."
			]
		}) : /* @__PURE__ */ jsxs("div", {
			className: "space-y-4",
			children: [/* @__PURE__ */ jsx(PriceChart, { entries: history.data }), /* @__PURE__ */ jsx(DataTable, {
				caption: "Price changes, oldest first",
				rows: history.data,
				rowKey: (entry) => `${entry.changedAt} ${entry.priceRange}`,
				columns: [
					{
						label: "Date",
						kind: "nowrap",
						cell: (entry) => dateOf(entry)
					},
					{
						label: "Price range",
						kind: "nowrap",
						cell: (entry) => entry.priceRange
					},
					{
						label: "Change",
						cell: (entry, index) => changeOf(entry, history.data[index - 1])
					}
				]
			})]
		})]
	});
}
var WIDTH = 360;
var HEIGHT = 160;
var PAD = {
	top: 12,
	right: 12,
	bottom: 24,
	left: 12
};
/** A step line of the low price from the first entry until today, a dot at each change. */
function PriceChart({ entries }) {
	const titleId = useId();
	const descId = useId();
	const times = entries.map((entry) => Date.parse(entry.changedAt));
	const start = times[0] ?? 0;
	const end = Math.max(Date.now(), times.at(-1) ?? start);
	const lows = entries.map((entry) => entry.priceLow);
	const lowest = Math.min(...lows);
	const highest = Math.max(...lows);
	const x = (time) => PAD.left + (time - start) / Math.max(end - start, 1) * (WIDTH - PAD.left - PAD.right);
	const plotHeight = HEIGHT - PAD.top - PAD.bottom;
	const y = (low) => highest === lowest ? PAD.top + plotHeight / 2 : PAD.top + (highest - low) / (highest - lowest) * plotHeight;
	const points = entries.map((entry, index) => ({
		x: x(times[index] ?? start),
		y: y(entry.priceLow)
	}));
	const path = points.map((point, index) => index === 0 ? `M${point.x},${point.y}` : `H${point.x}V${point.y}`).concat(`H${x(end)}`).join("");
	const first = entries[0];
	const last = entries.at(-1);
	const description = first && last ? `The low price went from ${formatAmount(first.priceLow)} on ${dateOf(first)} to ${formatAmount(last.priceLow)} on ${dateOf(last)}, over ${entries.length - 1} ${entries.length === 2 ? "change" : "changes"}. The table below lists each one.` : "";
	return /* @__PURE__ */ jsxs("figure", {
		className: "rounded-box bg-base-100 p-4 shadow",
		children: [/* @__PURE__ */ jsxs("svg", {
			viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
			className: "h-auto w-full",
			role: "img",
			"aria-labelledby": titleId,
			"aria-describedby": descId,
			children: [
				/* @__PURE__ */ jsx("title", {
					id: titleId,
					children: "Low price over time"
				}),
				/* @__PURE__ */ jsx("desc", {
					id: descId,
					children: description
				}),
				/* @__PURE__ */ jsx("line", {
					x1: PAD.left,
					x2: WIDTH - PAD.right,
					y1: HEIGHT - PAD.bottom,
					y2: HEIGHT - PAD.bottom,
					className: "stroke-base-content/30"
				}),
				/* @__PURE__ */ jsx("path", {
					d: path,
					fill: "none",
					strokeWidth: 2.5,
					className: "stroke-primary"
				}),
				points.map((point, index) => /* @__PURE__ */ jsx("circle", {
					cx: point.x,
					cy: point.y,
					r: 4,
					className: "fill-primary"
				}, entries[index]?.changedAt)),
				/* @__PURE__ */ jsxs("g", {
					className: "fill-base-content text-[10px]",
					children: [/* @__PURE__ */ jsx("text", {
						x: PAD.left,
						y: 154,
						children: first ? dateOf(first) : ""
					}), /* @__PURE__ */ jsx("text", {
						x: WIDTH - PAD.right,
						y: 154,
						textAnchor: "end",
						children: "Today"
					})]
				})
			]
		}), /* @__PURE__ */ jsxs("figcaption", {
			className: "mt-2 text-sm text-base-content/80",
			children: [
				"Low price: ",
				formatAmount(lowest),
				" to ",
				formatAmount(highest)
			]
		})]
	});
}
export { PriceHistorySection as default };

//# sourceMappingURL=price-history-section-DSMdBq3I.js.map