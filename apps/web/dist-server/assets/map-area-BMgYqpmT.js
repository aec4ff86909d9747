import L from "leaflet";
// src/components/map/leaflet-map.ts
/** The server writes its tile configuration into the page; the Vite dev server's page has none. */
var pageSetting = (name) => document.querySelector(`meta[name="${name}"]`)?.content || void 0;
/** The whole world, for a map with nothing to show yet. */
var WORLD_VIEW = {
	center: L.latLng(20, 0),
	zoom: 2
};
/**
* A map in `container` with the configured tiles. Leaflet makes the container focusable (arrow keys pan,
* + and - zoom); it becomes a labelled region described by `descriptionId`.
*/
function createMap(container, label, descriptionId) {
	const map = L.map(container, {
		minZoom: 1,
		maxZoom: 18,
		worldCopyJump: true
	});
	L.tileLayer(pageSetting("keyhaven-map-tiles") ?? "https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
		attribution: pageSetting("keyhaven-map-attribution") ?? "&copy; <a href=\"https://www.openstreetmap.org/copyright\">OpenStreetMap</a> contributors",
		maxZoom: 18
	}).addTo(map);
	container.setAttribute("role", "region");
	container.setAttribute("aria-label", label);
	container.setAttribute("aria-describedby", descriptionId);
	return map;
}
/** A DOM element with text, for marker icons (never HTML from a listing). */
function textElement(tag, className, text) {
	const element = document.createElement(tag);
	element.className = className;
	element.textContent = text;
	return element;
}
// src/components/map/map-area.ts
var round5 = (degrees) => Math.round(degrees * 1e5) / 1e5;
var clampLatitude = (latitude) => Math.min(90, Math.max(-90, latitude));
/** Longitude brought into -180..180 (the map repeats the world side by side); 180 stays 180. */
function wrapLongitude(longitude) {
	if (longitude >= -180 && longitude <= 180) return longitude;
	return ((longitude + 180) % 360 + 360) % 360 - 180;
}
/**
* `west,south,east,north` of what the map shows, rounded to 5 decimals (about a metre). An area wider than
* the world or across the date line, which a bbox cannot say, takes every longitude.
*/
function bboxParam(bounds) {
	let west = wrapLongitude(bounds.west);
	let east = wrapLongitude(bounds.east);
	if (bounds.east - bounds.west >= 360 || west > east) [west, east] = [-180, 180];
	return [
		west,
		clampLatitude(bounds.south),
		east,
		clampLatitude(bounds.north)
	].map(round5).join(",");
}
export { WORLD_VIEW as a, L as i, clampLatitude as n, createMap as o, wrapLongitude as r, textElement as s, bboxParam as t };

//# sourceMappingURL=map-area-BMgYqpmT.js.map