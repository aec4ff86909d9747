import { a as WORLD_VIEW, i as L, o as createMap, s as textElement, t as bboxParam } from "./map-area-BMgYqpmT.js";
import { useEffect, useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import "leaflet.markercluster";
// src/components/map/results-map.tsx
var isLocated = (property) => property.latitude !== null && property.longitude !== null;
/** What the map shows, as the bbox filter. */
var visibleArea = (map) => {
	const bounds = map.getBounds();
	return bboxParam({
		west: bounds.getWest(),
		south: bounds.getSouth(),
		east: bounds.getEast(),
		north: bounds.getNorth()
	});
};
function boundsOf(bbox) {
	const [west = 0, south = 0, east = 0, north = 0] = bbox.split(",").map(Number);
	return L.latLngBounds([south, west], [north, east]);
}
function pinIcon(property, formatPin) {
	const label = document.createElement("span");
	label.append(textElement("span", "sr-only", `${property.title}, from `), formatPin(property.priceLow));
	return L.divIcon({
		className: "keyhaven-pin",
		html: label,
		iconSize: void 0,
		iconAnchor: [24, 14]
	});
}
/** A result's card in its pin's popup: picture, title, place, price and a link to the details. */
function popupCard(property, onNavigate) {
	const card = document.createElement("div");
	card.className = "flex flex-col gap-1";
	const image = document.createElement("img");
	image.src = property.image;
	image.alt = "";
	image.className = "h-24 w-full rounded object-cover";
	const path = `/property-details/${property._id}`;
	const link = textElement("a", "btn btn-primary btn-sm mt-1", "Details");
	link.href = path;
	link.setAttribute("aria-label", `Details of ${property.title}`);
	link.addEventListener("click", (event) => {
		if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
		event.preventDefault();
		onNavigate(path);
	});
	card.append(image, textElement("p", "font-semibold", property.title), textElement("p", "text-sm", property.location), textElement("p", "text-sm", `${property.priceRange}${property.listingType === "rent" ? " / month" : ""}`), link);
	return card;
}
function clusterIcon(cluster) {
	const count = cluster.getChildCount();
	const label = document.createElement("span");
	label.append(String(count), textElement("span", "sr-only", " properties here: zoom in"));
	const size = count < 10 ? 36 : count < 100 ? 42 : 48;
	return L.divIcon({
		className: "keyhaven-cluster",
		html: label,
		iconSize: [size, size]
	});
}
/**
* All Properties on a map: a price pin per located result, clustered where they crowd, a card in a popup
* linking to the details, and "Search this area" once the person has moved the map.
*/
function ResultsMap({ properties, bbox, onSearchArea, onNavigate, formatPin }) {
	const containerRef = useRef(null);
	const mapRef = useRef(null);
	const onNavigateRef = useRef(onNavigate);
	onNavigateRef.current = onNavigate;
	const [moved, setMoved] = useState(false);
	const fitting = useRef(false);
	const movedByPerson = useRef(false);
	/** The bbox the map shows already (fitted, or searched from here), so it is not fitted again. */
	const shownBbox = useRef(void 0);
	const descriptionId = useId();
	useEffect(() => {
		const container = containerRef.current;
		if (!container) return;
		const map = createMap(container, "Map of the results", descriptionId);
		const clusters = L.markerClusterGroup({
			showCoverageOnHover: false,
			iconCreateFunction: clusterIcon
		});
		map.addLayer(clusters);
		map.on("moveend", () => {
			if (fitting.current) return;
			movedByPerson.current = true;
			setMoved(true);
		});
		map.on("autopanstart", () => {
			fitting.current = true;
			map.once("moveend", () => {
				fitting.current = false;
			});
		});
		map.on("popupopen", (event) => event.popup.getElement()?.querySelector("a.btn")?.focus());
		mapRef.current = {
			map,
			clusters
		};
		return () => {
			mapRef.current = null;
			map.remove();
		};
	}, [descriptionId]);
	useEffect(() => {
		const current = mapRef.current;
		if (!current) return;
		const { map, clusters } = current;
		const located = properties.filter(isLocated);
		clusters.clearLayers();
		clusters.addLayers(located.map((property) => {
			const marker = L.marker([property.latitude, property.longitude], {
				icon: pinIcon(property, formatPin),
				title: property.title,
				riseOnHover: true
			});
			marker.bindPopup(() => popupCard(property, (path) => onNavigateRef.current(path)), {
				maxWidth: 260,
				minWidth: 200
			});
			return marker;
		}));
		const fit = (show) => {
			fitting.current = true;
			show();
			fitting.current = false;
		};
		if (bbox) {
			if (bbox !== shownBbox.current) {
				shownBbox.current = bbox;
				fit(() => map.fitBounds(boundsOf(bbox), { animate: false }));
				movedByPerson.current = false;
				setMoved(false);
			}
			return;
		}
		if (shownBbox.current !== void 0) {
			shownBbox.current = void 0;
			movedByPerson.current = false;
			setMoved(false);
		}
		if (movedByPerson.current) return;
		fit(() => located.length > 0 ? map.fitBounds(L.latLngBounds(located.map((p) => [p.latitude, p.longitude])), {
			animate: false,
			padding: [40, 40],
			maxZoom: 14
		}) : map.setView(WORLD_VIEW.center, WORLD_VIEW.zoom, { animate: false }));
	}, [
		properties,
		bbox,
		formatPin
	]);
	const searchArea = () => {
		const map = mapRef.current?.map;
		if (!map) return;
		const area = visibleArea(map);
		shownBbox.current = area;
		movedByPerson.current = false;
		setMoved(false);
		onSearchArea(area);
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "relative",
		children: [
			/* @__PURE__ */ jsx("p", {
				id: descriptionId,
				className: "sr-only",
				children: "Arrow keys move the map, plus and minus zoom. Tab reaches each property on it. The list view shows the same properties."
			}),
			/* @__PURE__ */ jsx("div", {
				ref: containerRef,
				className: "h-[65vh] min-h-80 w-full rounded-box border border-base-300"
			}),
			moved && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "btn btn-primary btn-sm absolute top-3 left-1/2 z-[1000] -translate-x-1/2 shadow",
				onClick: searchArea,
				children: "Search this area"
			})
		]
	});
}
export { ResultsMap as default };

//# sourceMappingURL=results-map-xnFFhFiF.js.map