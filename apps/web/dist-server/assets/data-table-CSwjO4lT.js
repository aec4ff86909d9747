import { jsx, jsxs } from "react/jsx-runtime";
// src/components/data-table.tsx
var KIND_CLASS = {
	email: "md:whitespace-nowrap",
	actions: "whitespace-nowrap",
	nowrap: "whitespace-nowrap"
};
/**
* The dashboard's tables: a table on wide screens, one card per row on a phone (each cell labelled by its
* column), so no value or action is pushed off-screen.
*/
function DataTable({ caption, columns, rows, rowKey, busy = false }) {
	return /* @__PURE__ */ jsx("div", {
		"aria-busy": busy,
		className: `rounded-box bg-base-100 px-4 shadow md:overflow-x-auto md:px-0 ${busy ? "opacity-60" : ""}`,
		children: /* @__PURE__ */ jsxs("table", {
			className: "stacked-table table",
			children: [
				/* @__PURE__ */ jsx("caption", {
					className: "sr-only",
					children: caption
				}),
				/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsx("tr", { children: columns.map((column) => /* @__PURE__ */ jsx("th", {
					scope: "col",
					className: "whitespace-nowrap",
					children: column.label
				}, column.label)) }) }),
				/* @__PURE__ */ jsx("tbody", { children: rows.map((row, index) => /* @__PURE__ */ jsx("tr", { children: columns.map((column) => /* @__PURE__ */ jsx("td", {
					"data-label": column.label,
					className: column.kind ? KIND_CLASS[column.kind] : void 0,
					children: column.cell(row, index)
				}, column.label)) }, rowKey(row))) })
			]
		})
	});
}
export { DataTable as t };

//# sourceMappingURL=data-table-CSwjO4lT.js.map