// src/lib/progress-transport.ts
/**
* fetch cannot tell how much of a body it has sent; XMLHttpRequest can. Its answer becomes a Response, so the
* request is read, checked and refused like any other.
*/
function progressTransport(onProgress) {
	return (url, init) => new Promise((resolve, reject) => {
		const xhr = new XMLHttpRequest();
		xhr.open(init.method ?? "GET", url);
		for (const [name, value] of Object.entries(init.headers ?? {})) xhr.setRequestHeader(name, value);
		xhr.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total);
		};
		xhr.onload = () => {
			const headers = new Headers();
			for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
				const colon = line.indexOf(":");
				if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
			}
			const empty = xhr.status === 204 || xhr.status === 304;
			resolve(new Response(empty ? null : xhr.responseText, {
				status: xhr.status,
				headers
			}));
		};
		xhr.onerror = () => reject(/* @__PURE__ */ new TypeError("The request failed"));
		xhr.onabort = () => reject(new DOMException("The request was aborted", "AbortError"));
		init.signal?.addEventListener("abort", () => xhr.abort());
		xhr.send(init.body);
	});
}
export { progressTransport };

//# sourceMappingURL=progress-transport-9B5Hkh0q.js.map