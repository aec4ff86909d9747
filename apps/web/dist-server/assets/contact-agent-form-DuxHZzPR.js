import { G as dashboardPaths, H as useSendInquiry, J as inquiryInputSchema, Y as viewingTimeProblem, q as MAX_INQUIRY_MESSAGE_LENGTH } from "./api-B0L5Zlv8.js";
import { t as Link } from "./chunk-7RTFRKQW-bWUpzsSR.js";
import { t as ApiError } from "./api-client-CtE8tGP5.js";
import { useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import toast from "react-hot-toast";
// src/features/inquiries/contact-agent-form.tsx
var FIELDS = [
	"message",
	"phone",
	"viewingTimes"
];
/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input reads and writes it. */
function localInputValue(date) {
	return (/* @__PURE__ */ new Date(date.getTime() - date.getTimezoneOffset() * 6e4)).toISOString().slice(0, 16);
}
/** The form's problems, checked with the contract's own rules before anything is sent. */
function check(message, phone, times) {
	const problems = {};
	const parsed = inquiryInputSchema.safeParse({
		message,
		...phone.trim() && { phone }
	});
	for (const issue of parsed.success ? [] : parsed.error.issues) {
		const field = issue.path[0];
		problems[field] ??= issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
	}
	const firstTimeProblem = times.map((time) => time ? viewingTimeProblem(new Date(time).toISOString()) : null).find(Boolean);
	if (times.some((time) => !time)) problems.viewingTimes = "Choose a date and time, or remove the empty one";
	else if (firstTimeProblem) problems.viewingTimes = firstTimeProblem;
	return problems;
}
/**
* Contact the agent of a listing: a message, an optional phone and up to three proposed viewing times. The
* conversation then goes on in the dashboard (My Inquiries for the sender, Leads for the agent).
*/
function ContactAgentForm({ propertyId, agentName }) {
	const id = useId();
	const [message, setMessage] = useState("");
	const [phone, setPhone] = useState("");
	const [times, setTimes] = useState([]);
	const [problems, setProblems] = useState({});
	const [sentTo, setSentTo] = useState(null);
	const send = useSendInquiry({
		onSuccess: ({ insertedId }) => {
			setSentTo(insertedId);
			setMessage("");
			setPhone("");
			setTimes([]);
			toast.success("Your message was sent to the agent.");
		},
		onError: (error) => {
			const field = error instanceof ApiError ? FIELDS.find((name) => name === error.field) : void 0;
			if (field && error instanceof ApiError) setProblems({ [field]: error.detail });
			toast.error(`Your message was not sent. ${error instanceof ApiError ? error.detail : error.message}`);
		}
	});
	const onSubmit = (event) => {
		event.preventDefault();
		const found = check(message, phone, times);
		setProblems(found);
		if (Object.keys(found).length > 0) return;
		send.mutate({
			propertyId,
			input: {
				message: message.trim(),
				...phone.trim() && { phone: phone.trim() },
				...times.length > 0 && { viewingTimes: times.map((time) => new Date(time).toISOString()) }
			}
		});
	};
	const describedBy = (field, extra) => [problems[field] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(" ") || void 0;
	const errorOf = (field) => problems[field] && /* @__PURE__ */ jsx("p", {
		id: `${id}-${field}-error`,
		role: "alert",
		className: "mt-1 text-sm text-error",
		children: problems[field]
	});
	const now = localInputValue(/* @__PURE__ */ new Date());
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": `${id}-title`,
		className: "card card-border bg-base-100",
		children: /* @__PURE__ */ jsxs("form", {
			className: "card-body gap-4",
			onSubmit,
			noValidate: true,
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: `${id}-title`,
					className: "card-title text-2xl",
					children: "Contact agent"
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "text-base-content/80",
					children: [
						"Ask ",
						agentName,
						" a question or propose a time to see the home. Replies arrive in your dashboard and by e-mail."
					]
				}),
				sentTo && /* @__PURE__ */ jsx("p", {
					role: "status",
					className: "alert alert-success alert-soft",
					children: /* @__PURE__ */ jsxs("span", { children: [
						"Your message was sent.",
						" ",
						/* @__PURE__ */ jsx(Link, {
							to: dashboardPaths.myInquiry(sentTo),
							className: "link",
							children: "Open the conversation"
						})
					] })
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "form-control",
					children: [
						/* @__PURE__ */ jsx("label", {
							htmlFor: `${id}-message`,
							className: "label mb-1 text-sm font-medium text-base-content",
							children: "Message"
						}),
						/* @__PURE__ */ jsx("textarea", {
							id: `${id}-message`,
							className: "textarea h-32 w-full",
							value: message,
							maxLength: MAX_INQUIRY_MESSAGE_LENGTH,
							"aria-invalid": problems.message ? true : void 0,
							"aria-describedby": describedBy("message", `${id}-message-count`),
							onChange: (event) => {
								setMessage(event.target.value);
								setProblems(({ message: _, ...rest }) => rest);
							}
						}),
						/* @__PURE__ */ jsxs("p", {
							id: `${id}-message-count`,
							className: "mt-1 text-right text-sm text-base-content/80",
							children: [
								message.length,
								" / ",
								MAX_INQUIRY_MESSAGE_LENGTH
							]
						}),
						errorOf("message")
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "form-control",
					children: [
						/* @__PURE__ */ jsx("label", {
							htmlFor: `${id}-phone`,
							className: "label mb-1 text-sm font-medium text-base-content",
							children: "Phone (optional)"
						}),
						/* @__PURE__ */ jsx("input", {
							id: `${id}-phone`,
							type: "tel",
							autoComplete: "tel",
							className: "input w-full sm:max-w-xs",
							value: phone,
							"aria-invalid": problems.phone ? true : void 0,
							"aria-describedby": describedBy("phone"),
							onChange: (event) => {
								setPhone(event.target.value);
								setProblems(({ phone: _, ...rest }) => rest);
							}
						}),
						errorOf("phone")
					]
				}),
				/* @__PURE__ */ jsxs("fieldset", {
					className: "fieldset",
					"aria-describedby": describedBy("viewingTimes"),
					children: [
						/* @__PURE__ */ jsxs("legend", {
							className: "fieldset-legend text-sm font-medium text-base-content",
							children: [
								"Viewing times (optional, up to ",
								3,
								")"
							]
						}),
						/* @__PURE__ */ jsx("ul", {
							className: "flex flex-col gap-2",
							children: times.map((time, index) => /* @__PURE__ */ jsxs("li", {
								className: "flex flex-wrap items-center gap-2",
								children: [
									/* @__PURE__ */ jsxs("label", {
										htmlFor: `${id}-time-${index}`,
										className: "sr-only",
										children: ["Viewing time ", index + 1]
									}),
									/* @__PURE__ */ jsx("input", {
										id: `${id}-time-${index}`,
										type: "datetime-local",
										className: "input w-full sm:w-auto",
										min: now,
										value: time,
										"aria-invalid": problems.viewingTimes ? true : void 0,
										onChange: (event) => {
											const next = event.target.value;
											setTimes((current) => current.map((old, at) => at === index ? next : old));
											setProblems(({ viewingTimes: _, ...rest }) => rest);
										}
									}),
									/* @__PURE__ */ jsxs("button", {
										type: "button",
										className: "btn btn-ghost btn-sm",
										onClick: () => setTimes((current) => current.filter((_, at) => at !== index)),
										children: ["Remove", /* @__PURE__ */ jsxs("span", {
											className: "sr-only",
											children: [" viewing time ", index + 1]
										})]
									})
								]
							}, index))
						}),
						times.length < 3 && /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-outline btn-sm mt-2 w-fit",
							onClick: () => setTimes((current) => [...current, ""]),
							children: "Add a viewing time"
						}),
						errorOf("viewingTimes")
					]
				}),
				/* @__PURE__ */ jsx("div", { children: /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "btn btn-primary",
					disabled: send.isPending,
					children: send.isPending ? "Sending..." : "Send message"
				}) })
			]
		})
	});
}
export { ContactAgentForm };

//# sourceMappingURL=contact-agent-form-DuxHZzPR.js.map