import { o as uploadResultSchema } from "./common-CpSAhRKJ.js";
import { i as apiRequest } from "./api-client-CtE8tGP5.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/form-field.tsx
/** A labelled form control with its error announced to screen readers. */
function FormField({ id, label, error, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "form-control w-full",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: id,
				className: "label mb-1 text-sm font-medium text-base-content",
				children: label
			}),
			children,
			error && /* @__PURE__ */ jsx("p", {
				id: `${id}-error`,
				role: "alert",
				className: "mt-1 text-sm text-error",
				children: error.message
			})
		]
	});
}
var fieldA11y = (id, error) => ({
	id,
	"aria-invalid": error ? true : void 0,
	"aria-describedby": error ? `${id}-error` : void 0
});
/** A value shown in a form that cannot be changed there: marked read-only to the eye and to screen readers. */
function ReadOnlyField({ id, label, value }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "form-control w-full",
		children: [/* @__PURE__ */ jsxs("label", {
			htmlFor: id,
			className: "label mb-1 flex gap-2 text-sm font-medium text-base-content",
			children: [label, /* @__PURE__ */ jsx("span", {
				className: "badge badge-ghost badge-sm font-normal",
				children: "read-only"
			})]
		}), /* @__PURE__ */ jsx("input", {
			id,
			className: "input w-full",
			value,
			readOnly: true
		})]
	});
}
/** A labelled input of a react-hook-form form, wired to its error: pass `register(name)` spread as props. */
function InputField({ id, label, error, ...input }) {
	return /* @__PURE__ */ jsx(FormField, {
		id,
		label,
		error,
		children: /* @__PURE__ */ jsx("input", {
			className: "input w-full",
			...fieldA11y(id, error),
			...input
		})
	});
}
// src/lib/upload-image.ts
/**
* Uploads one image (a profile photo, a listing's picture) and gives back its `/uploads/...` URL; `onProgress`
* hears how much of the file has been sent (0 to 1).
*/
async function uploadImage(file, onProgress) {
	const body = new FormData();
	body.append("image", file);
	return (await apiRequest("/uploads", {
		method: "POST",
		body,
		schema: uploadResultSchema,
		onUploadProgress: onProgress
	})).data.url;
}
export { fieldA11y as a, ReadOnlyField as i, FormField as n, InputField as r, uploadImage as t };

//# sourceMappingURL=upload-image-CQ5nQ2_f.js.map