import { a as WORLD_VIEW, i as L, n as clampLatitude, o as createMap, r as wrapLongitude } from "./map-area-BMgYqpmT.js";
import { useEffect, useId, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/map/location-picker.tsx
var round6 = (degrees) => Math.round(degrees * 1e6) / 1e6;
var toPoint = (at) => ({
	latitude: round6(clampLatitude(at.lat)),
	longitude: round6(wrapLongitude(at.lng))
});
var CHOICE_ICON = L.divIcon({
	className: "keyhaven-choice",
	iconSize: [20, 20]
});
/**
* Where a listing is: a click on the map places it (a marker shows the choice). Keyboard users move the map
* with the arrow keys and take its centre; "Clear location" removes it.
*/
function LocationPicker({ value, onChange }) {
	const containerRef = useRef(null);
	const mapRef = useRef(null);
	const onChangeRef = useRef(onChange);
	onChangeRef.current = onChange;
	const descriptionId = useId();
	const initial = useRef(value);
	useEffect(() => {
		const container = containerRef.current;
		if (!container) return;
		const map = createMap(container, "Map: click to place the property", descriptionId);
		const start = initial.current;
		if (start) map.setView([start.latitude, start.longitude], 14);
		else map.setView(WORLD_VIEW.center, WORLD_VIEW.zoom);
		const marker = L.marker(WORLD_VIEW.center, {
			icon: CHOICE_ICON,
			keyboard: false,
			title: "Chosen location"
		});
		map.on("click", (event) => onChangeRef.current(toPoint(event.latlng)));
		mapRef.current = {
			map,
			marker
		};
		return () => {
			mapRef.current = null;
			map.remove();
		};
	}, [descriptionId]);
	useEffect(() => {
		const current = mapRef.current;
		if (!current) return;
		const { map, marker } = current;
		if (value) marker.setLatLng([value.latitude, value.longitude]).addTo(map);
		else marker.remove();
	}, [value]);
	return /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-2",
		children: [
			/* @__PURE__ */ jsx("p", {
				id: descriptionId,
				className: "text-sm text-base-content/70",
				children: "Click the map where the property is. With a keyboard: move the map with the arrow keys, zoom with plus and minus, then use the map’s centre."
			}),
			/* @__PURE__ */ jsx("div", {
				ref: containerRef,
				className: "h-72 w-full rounded-box border border-base-300"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex flex-wrap items-center gap-2",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "grow text-sm",
						"aria-live": "polite",
						children: value ? `Location: ${value.latitude.toFixed(5)}, ${value.longitude.toFixed(5)}` : "No location set: the listing shows on no map."
					}),
					/* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-sm",
						onClick: () => {
							const map = mapRef.current?.map;
							if (map) onChange(toPoint(map.getCenter()));
						},
						children: "Use the map’s centre"
					}),
					value && /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "btn btn-sm btn-outline",
						onClick: () => onChange(null),
						children: "Clear location"
					})
				]
			})
		]
	});
}
export { LocationPicker as default };

//# sourceMappingURL=location-picker-B8GxsDwR.js.map