import { I as PROPERTY_CATEGORIES, M as LoadingState, N as LISTING_PAGE_REACH, P as LISTING_SORTS, _ as noOfferReason, a as pageOf, b as useAuth, d as StatusBadge, g as uploadSrcSet, h as Avatar, j as ErrorState, m as SaleBadge, n as formatCompactAmount, t as formatAmount, u as PropertyGrid, v as saleStateOf, y as PageWidth } from "../entry-server.js";
import { f as useNavigate, h as useSearchParams, p as useParams, t as Link } from "./chunk-7RTFRKQW-bWUpzsSR.js";
import { t as PagedView } from "./paged-view-D820o-mT.js";
import { E as recordView, G as dashboardPaths, L as showAccessDenied, M as PropertyNotFound, T as propertyQuery, _ as propertyReviewsQuery, a as SORT_LABELS, c as readFilters, d as searchPropertiesQuery, i as useDebouncedValue, l as mapPinsQuery, o as describeFilters, p as useSaveSearch, s as filtersToQuery, t as useAddToWishlist, v as useAddReview, z as ContactAgent } from "./api-B0L5Zlv8.js";
import { t as ERROR_CODES } from "./common-CpSAhRKJ.js";
import { t as REVIEW_MAX_LENGTH } from "./reviews-lgEzlhBt.js";
import { a as isNotFound, t as ApiError } from "./api-client-CtE8tGP5.js";
import { useQuery } from "@tanstack/react-query";
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import toast from "react-hot-toast";
// src/features/search/filter-bar.tsx
var COUNTS = [
	"1",
	"2",
	"3",
	"4",
	"5"
];
/** A number typed into a price box, committed on Enter or when the box is left. */
function PriceInput({ label, value, onCommit }) {
	const [text, setText] = useState(value ?? "");
	useEffect(() => setText(value ?? ""), [value]);
	const commit = () => {
		const cleaned = text.replace(/[\s,$]/g, "");
		if (cleaned === (value ?? "")) return;
		onCommit(/^\d+(\.\d{1,2})?$/.test(cleaned) ? cleaned : void 0);
	};
	const id = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: "floating-label w-full sm:w-36",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: label
		}), /* @__PURE__ */ jsx("input", {
			id,
			className: "input w-full",
			inputMode: "decimal",
			placeholder: label,
			value: text,
			onChange: (event) => setText(event.target.value),
			onBlur: commit,
			onKeyDown: (event) => {
				if (event.key === "Enter") commit();
			}
		})]
	});
}
function SelectFilter({ label, value, anyLabel, options, onSelect }) {
	const id = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: "floating-label w-full sm:w-40",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: label
		}), /* @__PURE__ */ jsxs("select", {
			id,
			className: "select w-full",
			value: value ?? "",
			onChange: (event) => onSelect(event.target.value || void 0),
			children: [/* @__PURE__ */ jsx("option", {
				value: "",
				children: anyLabel
			}), options.map((option) => /* @__PURE__ */ jsx("option", {
				value: option.value,
				children: option.label
			}, option.value))]
		})]
	});
}
/**
* All Properties' filters: on a wide screen a row of fields; on a phone a Filters button that opens them. The
* filters in force show as chips, each removable, at every width.
*/
function FilterBar({ filters, onChange }) {
	const [open, setOpen] = useState(false);
	const panelId = useId();
	const chips = describeFilters(filters);
	const fieldCount = chips.filter((chip) => chip.key !== "search" && chip.key !== "bbox").length;
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": "Filters",
		className: "flex flex-col gap-3",
		children: [
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "btn btn-outline sm:hidden",
				"aria-expanded": open,
				"aria-controls": panelId,
				onClick: () => setOpen((value) => !value),
				children: ["Filters", fieldCount > 0 ? ` (${fieldCount})` : ""]
			}),
			/* @__PURE__ */ jsxs("div", {
				id: panelId,
				className: `${open ? "flex" : "hidden"} flex-col gap-3 sm:flex sm:flex-row sm:flex-wrap`,
				children: [
					/* @__PURE__ */ jsx(SelectFilter, {
						label: "Listing type",
						anyLabel: "Sale or rent",
						value: filters.listingType,
						options: [{
							value: "sale",
							label: "For sale"
						}, {
							value: "rent",
							label: "For rent"
						}],
						onSelect: (listingType) => onChange({ listingType })
					}),
					/* @__PURE__ */ jsx(SelectFilter, {
						label: "Category",
						anyLabel: "Any category",
						value: filters.category,
						options: PROPERTY_CATEGORIES.map((category) => ({
							value: category,
							label: category
						})),
						onSelect: (category) => onChange({ category })
					}),
					/* @__PURE__ */ jsx(PriceInput, {
						label: "Min price",
						value: filters.minPrice,
						onCommit: (minPrice) => onChange({ minPrice })
					}),
					/* @__PURE__ */ jsx(PriceInput, {
						label: "Max price",
						value: filters.maxPrice,
						onCommit: (maxPrice) => onChange({ maxPrice })
					}),
					/* @__PURE__ */ jsx(SelectFilter, {
						label: "Bedrooms",
						anyLabel: "Any beds",
						value: filters.minBeds,
						options: COUNTS.map((count) => ({
							value: count,
							label: `${count}+ beds`
						})),
						onSelect: (minBeds) => onChange({ minBeds })
					}),
					/* @__PURE__ */ jsx(SelectFilter, {
						label: "Bathrooms",
						anyLabel: "Any baths",
						value: filters.minBaths,
						options: COUNTS.slice(0, 4).map((count) => ({
							value: count,
							label: `${count}+ baths`
						})),
						onSelect: (minBaths) => onChange({ minBaths })
					}),
					/* @__PURE__ */ jsx(SelectFilter, {
						label: "Sort by price",
						anyLabel: "Sort by price",
						value: filters.sort === "newest" ? void 0 : filters.sort,
						options: LISTING_SORTS.filter((sort) => sort !== "newest").map((sort) => ({
							value: sort,
							label: SORT_LABELS[sort]
						})),
						onSelect: (sort) => onChange({ sort })
					})
				]
			}),
			chips.length > 0 && /* @__PURE__ */ jsxs("ul", {
				"aria-label": "Filters in force",
				className: "flex flex-wrap gap-2",
				children: [chips.map((chip) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "badge badge-lg badge-soft badge-primary gap-1",
					"aria-label": `Remove filter: ${chip.label}`,
					onClick: () => onChange({ [chip.key]: void 0 }),
					children: [chip.label, /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						children: "×"
					})]
				}) }, chip.key)), chips.length > 1 && /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "btn btn-ghost btn-xs",
					onClick: () => onChange(Object.fromEntries(chips.map((chip) => [chip.key, void 0]))),
					children: "Clear all"
				}) })]
			})
		]
	});
}
// src/features/search/save-search.tsx
/** "Save this search": names the current filters and keeps them (with e-mail alerts on) for the signed-in caller. */
function SaveSearch({ filters }) {
	const [naming, setNaming] = useState(false);
	const suggested = describeFilters(filters).filter((chip) => chip.key !== "sort").map((chip) => chip.label).join(", ");
	const [name, setName] = useState("");
	const [error, setError] = useState(null);
	const inputId = useId();
	const save = useSaveSearch({
		onSuccess: (saved) => {
			setNaming(false);
			toast.success(`Saved “${saved.name}”. New matches will be e-mailed to you.`);
		},
		onError: (failure) => setError(failure.message)
	});
	if (!naming) return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-wrap items-center gap-3",
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "btn btn-primary btn-outline btn-sm",
			onClick: () => {
				setName(suggested.slice(0, 80) || "All properties");
				setError(null);
				setNaming(true);
			},
			children: "Save this search"
		}), /* @__PURE__ */ jsx(Link, {
			to: dashboardPaths.savedSearches,
			className: "link text-sm",
			children: "My saved searches"
		})]
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "flex flex-col gap-2 sm:flex-row sm:items-start",
		onSubmit: (event) => {
			event.preventDefault();
			if (!name.trim()) {
				setError("Give the search a name");
				return;
			}
			save.mutate({
				name: name.trim(),
				query: filtersToQuery(filters)
			});
		},
		children: [/* @__PURE__ */ jsxs("div", {
			className: "flex flex-col gap-1",
			children: [
				/* @__PURE__ */ jsx("label", {
					htmlFor: inputId,
					className: "text-sm font-medium",
					children: "Name of the search"
				}),
				/* @__PURE__ */ jsx("input", {
					id: inputId,
					className: "input w-full sm:w-72",
					maxLength: 80,
					value: name,
					"aria-invalid": error ? true : void 0,
					"aria-describedby": error ? `${inputId}-error` : void 0,
					onChange: (event) => setName(event.target.value),
					autoFocus: true
				}),
				error && /* @__PURE__ */ jsx("p", {
					id: `${inputId}-error`,
					role: "alert",
					className: "text-sm text-error",
					children: error
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex gap-2 sm:mt-6",
			children: [/* @__PURE__ */ jsx("button", {
				type: "submit",
				className: "btn btn-primary btn-sm",
				disabled: save.isPending,
				children: save.isPending ? "Saving..." : "Save"
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "btn btn-ghost btn-sm",
				onClick: () => setNaming(false),
				children: "Cancel"
			})]
		})]
	});
}
// src/features/search/all-properties-page.tsx
var ResultsMap = lazy(() => import("./results-map-xnFFhFiF.js"));
/** List or map, as a pair of toggle buttons (the list stays the fallback that reads best with a screen reader). */
function ViewToggle({ view, onView }) {
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "join",
		children: [/* @__PURE__ */ jsx("legend", {
			className: "sr-only",
			children: "Show results as"
		}), ["list", "map"].map((option) => /* @__PURE__ */ jsx("button", {
			type: "button",
			"aria-pressed": view === option,
			className: `btn join-item btn-sm ${view === option ? "btn-neutral" : ""}`,
			onClick: () => onView(option),
			children: option === "list" ? "List" : "Map"
		}, option))]
	});
}
var countText = ({ total, capped }) => `${capped ? `${total.toLocaleString("en-US")}+` : total.toLocaleString("en-US")} ${total === 1 && !capped ? "property" : "properties"}`;
/** Search, filters, sort, page and the list/map view live in the URL, so back, refresh and sharing keep them. */
function AllPropertiesPage() {
	const [params, setParams] = useSearchParams();
	const { state } = useAuth();
	const urlSearch = params.get("search") ?? "";
	const [search, setSearch] = useState(urlSearch);
	const debouncedSearch = useDebouncedValue(search.trim());
	const filters = {
		...readFilters(params),
		search: debouncedSearch || void 0
	};
	const page = pageOf(params);
	const view = params.get("view") === "map" ? "map" : "list";
	const properties = useQuery({
		...searchPropertiesQuery(filters, page),
		enabled: view === "list"
	});
	const mapResults = useQuery({
		...mapPinsQuery(filters),
		enabled: view === "map"
	});
	const update = (changes) => setParams((current) => {
		const next = new URLSearchParams(current);
		for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
		else next.delete(key);
		return next;
	});
	useEffect(() => {
		setSearch((typed) => typed.trim() === urlSearch ? typed : urlSearch);
	}, [urlSearch]);
	useEffect(() => {
		setParams((current) => {
			if (debouncedSearch === (current.get("search") ?? "")) return current;
			const next = new URLSearchParams(current);
			if (debouncedSearch) next.set("search", debouncedSearch);
			else next.delete("search");
			next.delete("page");
			return next;
		}, { replace: true });
	}, [debouncedSearch, setParams]);
	return /* @__PURE__ */ jsxs(PageWidth, {
		className: "py-10",
		children: [
			/* @__PURE__ */ jsx("title", { children: "All Properties · Keyhaven" }),
			/* @__PURE__ */ jsx("h1", {
				className: "text-center text-3xl font-bold",
				children: "All Properties"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mt-8 mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between",
				children: [/* @__PURE__ */ jsxs("label", {
					className: "input w-full sm:max-w-sm",
					children: [/* @__PURE__ */ jsx("span", {
						className: "sr-only",
						children: "Search by location"
					}), /* @__PURE__ */ jsx("input", {
						type: "search",
						placeholder: "Search by location",
						value: search,
						onChange: (event) => setSearch(event.target.value)
					})]
				}), /* @__PURE__ */ jsx(ViewToggle, {
					view,
					onView: (next) => update({ view: next === "map" ? "map" : void 0 })
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "mb-8 flex flex-col gap-4",
				children: [/* @__PURE__ */ jsx(FilterBar, {
					filters,
					onChange: (changes) => update({
						...changes,
						page: void 0
					})
				}), state.status === "signed-in" && /* @__PURE__ */ jsx(SaveSearch, { filters })]
			}),
			view === "map" ? /* @__PURE__ */ jsx(MapView, {
				query: mapResults,
				bbox: filters.bbox,
				onSearchArea: (bbox) => update({
					bbox,
					page: void 0
				})
			}) : /* @__PURE__ */ jsx(PagedView, {
				query: properties,
				page,
				pageSize: 12,
				onPage: (next) => update({ page: String(next) }),
				reach: LISTING_PAGE_REACH,
				beyondReach: "narrow the search",
				loading: "Loading properties...",
				error: "We could not load the properties.",
				empty: debouncedSearch ? `No properties found in "${debouncedSearch}".` : Object.keys(filters).some((key) => key !== "search" && key !== "sort") ? "No properties match these filters." : "No properties are listed yet.",
				children: (data) => /* @__PURE__ */ jsx(PropertyGrid, {
					label: "Properties",
					summary: properties.isPlaceholderData ? "Updating the results..." : `${countText(data)}${debouncedSearch ? ` matching "${debouncedSearch}"` : ""}`,
					properties: data.items,
					busy: properties.isPlaceholderData
				})
			})
		]
	});
}
/** The map view: a summary of what the map shows, then the map, which stays while new results load. */
function MapView({ query, bbox, onSearchArea }) {
	const navigate = useNavigate();
	const data = query.data;
	const unplaced = data ? data.items.filter((property) => property.latitude === null).length : 0;
	let summary = "Loading properties...";
	if (query.isPlaceholderData) summary = "Updating the results...";
	else if (data && data.total === 0) summary = bbox ? "No properties in this area." : "No properties match these filters.";
	else if (data) {
		const shown = data.items.length;
		summary = `${countText(data)}${shown < data.total ? `; the map shows the first ${shown}: zoom in and search this area for the rest` : ""}.${unplaced > 0 ? ` ${unplaced} of them ${unplaced === 1 ? "has" : "have"} no map location (see the list).` : ""}`;
	}
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": "Map view",
		children: [query.isError ? /* @__PURE__ */ jsx(ErrorState, {
			message: "We could not load the properties.",
			onRetry: () => void query.refetch()
		}) : /* @__PURE__ */ jsx("p", {
			className: "mb-4 text-sm text-base-content/70",
			"aria-live": "polite",
			children: summary
		}), /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx(LoadingState, { label: "Loading the map..." }),
			children: /* @__PURE__ */ jsx(ResultsMap, {
				properties: data?.items ?? [],
				bbox,
				onSearchArea,
				onNavigate: (path) => navigate(path),
				formatPin: formatCompactAmount
			})
		})]
	});
}
// src/features/properties/mortgage.ts
/**
* The monthly payment of a repayment mortgage: the amount borrowed times r / (1 - (1 + r)^-n), with r the
* monthly rate and n the number of months; without interest, the amount borrowed shared over the months.
*/
function monthlyPayment({ price, deposit, annualRatePercent, years }) {
	const borrowed = price - deposit;
	const months = years * 12;
	if (borrowed <= 0) return 0;
	const rate = annualRatePercent / 100 / 12;
	if (rate === 0) return borrowed / months;
	return borrowed * rate / (1 - (1 + rate) ** -months);
}
/** What is wrong with each term the buyer typed, by field; empty when the payment can be worked out. */
function mortgageProblems(terms) {
	const problems = {};
	if (!Number.isFinite(terms.price) || terms.price <= 0) problems.price = "Price must be more than 0";
	if (!Number.isFinite(terms.deposit) || terms.deposit < 0) problems.deposit = "Deposit must be 0 or more";
	else if (terms.deposit > terms.price) problems.deposit = "Deposit cannot be more than the price";
	if (!Number.isFinite(terms.annualRatePercent) || terms.annualRatePercent < 0 || terms.annualRatePercent > 30) problems.annualRatePercent = "Interest rate must be from 0 to 30 %";
	if (!Number.isInteger(terms.years) || terms.years < 1 || terms.years > 40) problems.years = "Term must be a whole number of years from 1 to 40";
	return problems;
}
// src/features/properties/mortgage-calculator.tsx
var FIELDS = [
	{
		field: "price",
		label: "Price",
		step: "1000"
	},
	{
		field: "deposit",
		label: "Deposit",
		step: "1000"
	},
	{
		field: "annualRatePercent",
		label: "Interest rate (% a year)",
		step: "0.1"
	},
	{
		field: "years",
		label: "Term (years)",
		step: "1"
	}
];
/** What a home for sale would cost a month on a repayment mortgage; worked out in the browser only. */
function MortgageCalculator({ price }) {
	const id = useId();
	const [values, setValues] = useState({
		price: String(price),
		deposit: String(Math.round(price * .2)),
		annualRatePercent: "6",
		years: "25"
	});
	const terms = {
		price: Number(values.price),
		deposit: Number(values.deposit),
		annualRatePercent: Number(values.annualRatePercent),
		years: Number(values.years)
	};
	const problems = mortgageProblems(terms);
	const valid = Object.keys(problems).length === 0;
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": `${id}-title`,
		className: "card bg-base-100 shadow-md",
		children: /* @__PURE__ */ jsxs("div", {
			className: "card-body",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: `${id}-title`,
					className: "card-title",
					children: "Mortgage calculator"
				}),
				/* @__PURE__ */ jsx("div", {
					className: "grid gap-4 sm:grid-cols-2",
					children: FIELDS.map(({ field, label, step }) => /* @__PURE__ */ jsxs("div", {
						className: "flex flex-col gap-1",
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: `${id}-${field}`,
								className: "text-sm font-medium",
								children: label
							}),
							/* @__PURE__ */ jsx("input", {
								id: `${id}-${field}`,
								type: "number",
								inputMode: "decimal",
								min: "0",
								step,
								className: `input w-full ${problems[field] ? "input-error" : ""}`,
								value: values[field],
								"aria-invalid": problems[field] ? true : void 0,
								"aria-describedby": problems[field] ? `${id}-${field}-error` : void 0,
								onChange: (event) => setValues((current) => ({
									...current,
									[field]: event.target.value
								}))
							}),
							problems[field] && /* @__PURE__ */ jsx("p", {
								id: `${id}-${field}-error`,
								className: "text-sm text-error",
								children: problems[field]
							})
						]
					}, field))
				}),
				/* @__PURE__ */ jsx("p", {
					"aria-live": "polite",
					className: "mt-2 text-lg",
					children: valid ? /* @__PURE__ */ jsxs(Fragment, { children: ["Monthly payment: ", /* @__PURE__ */ jsx("strong", { children: formatAmount(Math.round(monthlyPayment(terms) * 100) / 100) })] }) : "Correct the terms above to see the monthly payment."
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-base-content/80",
					children: "An estimate for a repayment mortgage, before fees and insurance; your lender's offer decides."
				})
			]
		})
	});
}
// src/features/properties/photo-gallery.tsx
var SWIPE_DISTANCE = 50;
/**
* The details page's photos: the chosen one large, the others as thumbnails, and a full-screen viewer that
* the arrow keys, the buttons and a swipe move through (Escape closes it).
*/
function PhotoGallery({ title, images, badge }) {
	const [index, setIndex] = useState(0);
	const viewer = useRef(null);
	const swipeStart = useRef(null);
	const count = images.length;
	const current = images[index] ?? images[0] ?? "";
	const show = (to) => setIndex((to + count) % count);
	const describe = (at) => count > 1 ? `${title}, photo ${at + 1} of ${count}` : title;
	const onArrows = (event) => {
		if (event.key === "ArrowRight") show(index + 1);
		else if (event.key === "ArrowLeft") show(index - 1);
		else return;
		event.preventDefault();
	};
	const onPointerDown = (event) => {
		swipeStart.current = event.clientX;
	};
	const onPointerUp = (event) => {
		if (swipeStart.current === null) return;
		const distance = event.clientX - swipeStart.current;
		swipeStart.current = null;
		if (Math.abs(distance) >= SWIPE_DISTANCE) show(index + (distance < 0 ? 1 : -1));
	};
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsxs("figure", {
			className: "relative overflow-hidden rounded-box",
			children: [/* @__PURE__ */ jsx("button", {
				type: "button",
				className: "block w-full cursor-zoom-in",
				"aria-label": `Open ${count > 1 ? `photo ${index + 1} of ${count}` : "the photo"} full screen`,
				onClick: () => viewer.current?.showModal(),
				onKeyDown: count > 1 ? onArrows : void 0,
				children: /* @__PURE__ */ jsx("img", {
					src: current,
					srcSet: uploadSrcSet(current),
					sizes: "(min-width: 1024px) 50vw, 100vw",
					alt: describe(index),
					width: 1280,
					height: 853,
					fetchPriority: "high",
					className: "aspect-[3/2] w-full object-cover"
				})
			}), badge]
		}),
		count > 1 && /* @__PURE__ */ jsx("ul", {
			"aria-label": "Photos",
			className: "mt-3 flex gap-2 overflow-x-auto pb-1",
			children: images.map((url, at) => /* @__PURE__ */ jsx("li", {
				className: "shrink-0",
				children: /* @__PURE__ */ jsx("button", {
					type: "button",
					"aria-label": `Show photo ${at + 1} of ${count}`,
					"aria-current": at === index ? "true" : void 0,
					onClick: () => setIndex(at),
					className: `block overflow-hidden rounded border-2 ${at === index ? "border-primary" : "border-transparent"}`,
					children: /* @__PURE__ */ jsx("img", {
						src: url,
						srcSet: uploadSrcSet(url),
						sizes: "96px",
						alt: "",
						width: 96,
						height: 64,
						loading: "lazy",
						className: "h-16 w-24 object-cover"
					})
				})
			}, url))
		}),
		/* @__PURE__ */ jsx("dialog", {
			ref: viewer,
			"aria-label": `Photos of ${title}`,
			className: "fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black",
			onKeyDown: onArrows,
			children: /* @__PURE__ */ jsxs("div", {
				className: "flex h-full flex-col",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "flex items-center justify-between p-3",
					children: [/* @__PURE__ */ jsx("p", {
						"aria-live": "polite",
						children: count > 1 ? `${index + 1} / ${count}` : title
					}), /* @__PURE__ */ jsx("form", {
						method: "dialog",
						children: /* @__PURE__ */ jsx("button", {
							type: "submit",
							className: "btn btn-circle btn-ghost text-white",
							"aria-label": "Close photos",
							children: "✕"
						})
					})]
				}), /* @__PURE__ */ jsxs("div", {
					className: "relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none",
					onPointerDown,
					onPointerUp,
					onPointerCancel: () => {
						swipeStart.current = null;
					},
					children: [/* @__PURE__ */ jsx("img", {
						src: current,
						alt: describe(index),
						draggable: false,
						className: "max-h-full max-w-full object-contain"
					}), count > 1 && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-circle absolute left-3",
						"aria-label": "Previous photo",
						onClick: () => show(index - 1),
						children: "‹"
					}), /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-circle absolute right-3",
						"aria-label": "Next photo",
						onClick: () => show(index + 1),
						children: "›"
					})] })]
				})]
			})
		})
	] });
}
// src/features/properties/use-view-beacon.ts
/**
* Counts a view of the listing once the details page shows it (docs/decisions/0008): once per page visit,
* fire and forget. The server keeps one view per visitor per day and ignores the agent's own.
*/
function useViewBeacon(propertyId, shown) {
	useEffect(() => {
		if (shown) recordView(propertyId).catch(() => {});
	}, [propertyId, shown]);
}
// src/features/properties/property-details-page.tsx
var PriceHistorySection = lazy(() => import("./price-history-section-DSMdBq3I.js"));
var dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
var countOf = (count, noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;
/**
* Contact agent: the form for people who may write to the listing's agent (loaded on demand), and for the
* listing's own agent a pointer to where inquiries arrive. Visitors never get here: the page is behind sign-in,
* which sends them to log in and back.
*/
function ContactSection({ propertyId, agentName, isOwnListing, canContact }) {
	if (isOwnListing) return /* @__PURE__ */ jsxs("p", {
		className: "mt-12 max-w-3xl text-base-content/80",
		children: [
			"This is your listing: inquiries about it arrive in",
			" ",
			/* @__PURE__ */ jsx(Link, {
				to: dashboardPaths.leads,
				className: "link",
				children: "Leads"
			}),
			"."
		]
	});
	if (!canContact) return null;
	return /* @__PURE__ */ jsx("div", {
		className: "mt-12 max-w-3xl",
		children: /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx(LoadingState, { label: "Loading the contact form..." }),
			children: /* @__PURE__ */ jsx(ContactAgent, {
				propertyId,
				agentName
			})
		})
	});
}
function PropertyDetailsPage() {
	const { id = "" } = useParams();
	const { state } = useAuth();
	const isUser = state.status === "signed-in" && state.role === "user";
	const property = useQuery(propertyQuery(id));
	const reviews = useQuery({
		...propertyReviewsQuery(id),
		enabled: property.isSuccess
	});
	useViewBeacon(id, property.isSuccess);
	const dialog = useRef(null);
	const [reviewText, setReviewText] = useState("");
	const [reviewError, setReviewError] = useState(null);
	const [saved, setSaved] = useState(false);
	const wishlist = useAddToWishlist({
		onSuccess: () => {
			setSaved(true);
			toast.success("Property added to wishlist.");
		},
		onError: (error) => {
			if (error instanceof ApiError && error.code === ERROR_CODES.alreadyInWishlist) return setSaved(true);
			toast.error(`Could not add to wishlist. ${error.message}`);
		}
	});
	const review = useAddReview({
		onSuccess: () => {
			toast.success("Review submitted.");
			dialog.current?.close();
			setReviewText("");
		},
		onError: (error) => {
			const problem = error instanceof ApiError ? error.detail : error.message;
			setReviewError(problem);
			toast.error(`Failed to submit review. ${problem}`);
		}
	});
	const onAddToWishlist = () => {
		if (!isUser) return void showAccessDenied("Only regular users can add to wishlist.");
		wishlist.mutate(id);
	};
	const onOpenReview = () => {
		if (!isUser) return void showAccessDenied("Only users can add review.");
		setReviewError(null);
		dialog.current?.showModal();
	};
	const onSubmitReview = () => {
		if (!reviewText.trim()) return setReviewError("Review text is required");
		review.mutate({
			propertyId: id,
			description: reviewText.trim()
		});
	};
	if (property.isPending) return /* @__PURE__ */ jsx(LoadingState, { label: "Loading property..." });
	if (property.isError) {
		if (isNotFound(property.error)) return /* @__PURE__ */ jsx(PageWidth, { children: /* @__PURE__ */ jsx(PropertyNotFound, {}) });
		return /* @__PURE__ */ jsx(ErrorState, {
			message: "We could not load this property.",
			onRetry: () => property.refetch()
		});
	}
	const p = property.data;
	const agentName = p.agentName ?? "Unknown";
	return /* @__PURE__ */ jsxs(PageWidth, {
		className: "py-10",
		children: [
			/* @__PURE__ */ jsx("title", { children: `${p.title} · Keyhaven` }),
			/* @__PURE__ */ jsxs("article", {
				className: "grid gap-8 lg:grid-cols-2",
				children: [/* @__PURE__ */ jsx(PhotoGallery, {
					title: p.title,
					images: p.images,
					badge: p.isSold && /* @__PURE__ */ jsx("span", {
						className: "badge badge-info badge-lg absolute top-4 left-4",
						children: "Sold"
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: "space-y-4",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: "flex flex-wrap items-center gap-2",
							children: [
								/* @__PURE__ */ jsx("h1", {
									className: "text-3xl font-bold",
									children: p.title
								}),
								/* @__PURE__ */ jsx(StatusBadge, { status: p.verificationStatus }),
								/* @__PURE__ */ jsx(SaleBadge, { state: saleStateOf(p) })
							]
						}),
						/* @__PURE__ */ jsx("p", {
							className: "text-lg text-base-content/80",
							children: p.location
						}),
						/* @__PURE__ */ jsxs("p", {
							className: "text-xl",
							children: [
								/* @__PURE__ */ jsx("span", {
									className: "font-medium",
									children: "Price Range:"
								}),
								" ",
								p.priceRange,
								p.listingType === "rent" && " / month"
							]
						}),
						/* @__PURE__ */ jsxs("ul", {
							className: "flex flex-wrap gap-2 text-sm",
							children: [
								/* @__PURE__ */ jsx("li", {
									className: "badge badge-outline",
									children: p.category
								}),
								/* @__PURE__ */ jsx("li", {
									className: "badge badge-outline",
									children: p.listingType === "rent" ? "For rent" : "For sale"
								}),
								p.bedrooms !== null && /* @__PURE__ */ jsx("li", {
									className: "badge badge-outline",
									children: p.bedrooms === 0 ? "Studio" : countOf(p.bedrooms, "bedroom")
								}),
								p.bathrooms !== null && /* @__PURE__ */ jsx("li", {
									className: "badge badge-outline",
									children: countOf(p.bathrooms, "bathroom")
								}),
								p.areaSqft !== null && /* @__PURE__ */ jsxs("li", {
									className: "badge badge-outline",
									children: [p.areaSqft.toLocaleString("en-US"), " sq ft"]
								})
							]
						}),
						p.description && /* @__PURE__ */ jsx("p", {
							className: "whitespace-pre-line",
							children: p.description
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex items-center gap-3",
							children: [/* @__PURE__ */ jsx(Avatar, {
								src: p.agentImage,
								name: agentName
							}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
								className: "text-sm text-base-content/70",
								children: "Agent"
							}), /* @__PURE__ */ jsx("p", {
								className: "font-medium",
								children: agentName
							})] })]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "flex flex-wrap gap-2",
							children: [p.isSold ? null : saved ? /* @__PURE__ */ jsx(Link, {
								to: dashboardPaths.wishlist,
								className: "btn btn-success btn-outline",
								children: "Saved to your wishlist"
							}) : /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-primary",
								onClick: onAddToWishlist,
								disabled: wishlist.isPending,
								children: wishlist.isPending ? "Adding..." : "Add to Wishlist"
							}), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-outline",
								onClick: onOpenReview,
								children: "Add a Review"
							})]
						}),
						/* @__PURE__ */ jsx("p", {
							className: "text-sm text-base-content/70",
							children: noOfferReason(p) ?? "To make an offer, add this home to your wishlist and choose Make an Offer there."
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx(ContactSection, {
				propertyId: p._id,
				agentName,
				isOwnListing: state.status === "signed-in" && p.agentEmail === state.user.email,
				canContact: state.status === "signed-in" && (state.role === "user" || state.role === "agent")
			}),
			p.listingType === "sale" && !p.isSold && /* @__PURE__ */ jsx("div", {
				className: "mt-12 max-w-3xl",
				children: /* @__PURE__ */ jsx(MortgageCalculator, { price: p.priceLow })
			}),
			/* @__PURE__ */ jsx(Suspense, {
				fallback: null,
				children: /* @__PURE__ */ jsx(PriceHistorySection, { propertyId: p._id })
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "property-reviews-title",
				className: "mt-12",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "property-reviews-title",
					className: "mb-4 text-2xl font-bold",
					children: "Reviews"
				}), reviews.isPending ? /* @__PURE__ */ jsx(LoadingState, { label: "Loading reviews..." }) : reviews.isError ? /* @__PURE__ */ jsx(ErrorState, {
					message: "We could not load the reviews.",
					onRetry: () => reviews.refetch()
				}) : reviews.data.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "text-base-content/70",
					children: "No reviews yet."
				}) : /* @__PURE__ */ jsx("ul", {
					className: "space-y-4",
					children: reviews.data.map((item) => /* @__PURE__ */ jsx("li", {
						className: "card bg-base-100 shadow-sm",
						children: /* @__PURE__ */ jsxs("div", {
							className: "card-body gap-2",
							children: [/* @__PURE__ */ jsxs("div", {
								className: "flex items-center gap-3",
								children: [/* @__PURE__ */ jsx(Avatar, {
									src: item.reviewerImage,
									name: item.reviewerName,
									className: "size-10"
								}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
									className: "font-semibold",
									children: item.reviewerName
								}), /* @__PURE__ */ jsx("p", {
									className: "text-xs text-base-content/60",
									children: dateFormat.format(new Date(item.createdAt))
								})] })]
							}), /* @__PURE__ */ jsx("p", { children: item.description })]
						})
					}, item._id))
				})]
			}),
			/* @__PURE__ */ jsx("dialog", {
				ref: dialog,
				className: "modal",
				"aria-labelledby": "review-dialog-title",
				children: /* @__PURE__ */ jsxs("div", {
					className: "modal-box",
					children: [
						/* @__PURE__ */ jsx("h2", {
							id: "review-dialog-title",
							className: "text-lg font-bold",
							children: "Add a Review"
						}),
						/* @__PURE__ */ jsx("label", {
							htmlFor: "review-text",
							className: "sr-only",
							children: "Your review"
						}),
						/* @__PURE__ */ jsx("textarea", {
							id: "review-text",
							className: "textarea mt-4 h-32 w-full",
							placeholder: "What did you think of this property?",
							value: reviewText,
							"aria-invalid": reviewError ? true : void 0,
							"aria-describedby": reviewError ? "review-text-error review-text-count" : "review-text-count",
							maxLength: REVIEW_MAX_LENGTH,
							onChange: (event) => {
								setReviewText(event.target.value);
								setReviewError(null);
							}
						}),
						/* @__PURE__ */ jsxs("p", {
							id: "review-text-count",
							className: "mt-1 text-right text-sm text-base-content/80",
							"aria-live": "polite",
							children: [
								reviewText.length,
								" / ",
								REVIEW_MAX_LENGTH
							]
						}),
						reviewError && /* @__PURE__ */ jsx("p", {
							id: "review-text-error",
							role: "alert",
							className: "mt-1 text-sm text-error",
							children: reviewError
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "modal-action",
							children: [/* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn",
								onClick: () => dialog.current?.close(),
								children: "Cancel"
							}), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn btn-primary",
								onClick: onSubmitReview,
								disabled: review.isPending,
								children: review.isPending ? "Submitting..." : "Submit"
							})]
						})
					]
				})
			})
		]
	});
}
export { AllPropertiesPage, PropertyDetailsPage };

//# sourceMappingURL=property-routes-CBJDw4gS.js.map