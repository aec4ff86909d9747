import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
// src/features/payments/stripe-card-form.tsx
var stripes = /* @__PURE__ */ new Map();
/** Stripe Elements' card field; loaded only when the server runs the Stripe gateway. */
function StripeCardForm(props) {
	let stripe = stripes.get(props.publishableKey);
	if (!stripe) {
		stripe = loadStripe(props.publishableKey);
		stripes.set(props.publishableKey, stripe);
	}
	return /* @__PURE__ */ jsx(Elements, {
		stripe,
		children: /* @__PURE__ */ jsx(CardForm, { ...props })
	});
}
function CardForm({ clientSecret, payLabel, onPaid, onFailed }) {
	const stripe = useStripe();
	const elements = useElements();
	const [processing, setProcessing] = useState(false);
	const submit = async (event) => {
		event.preventDefault();
		const card = elements?.getElement(CardElement);
		if (!stripe || !card) return;
		setProcessing(true);
		try {
			const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
			if (error) onFailed(error.message ?? "The payment was not completed");
			else if (paymentIntent?.status === "succeeded") await onPaid(paymentIntent.id);
			else onFailed(`The payment is ${paymentIntent?.status ?? "incomplete"}`);
		} catch (error) {
			onFailed(error.message);
		} finally {
			setProcessing(false);
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		onSubmit: submit,
		className: "space-y-4",
		"aria-label": "Card details",
		children: [/* @__PURE__ */ jsx("div", {
			className: "rounded-box border border-base-300 p-4",
			children: /* @__PURE__ */ jsx(CardElement, { options: { hidePostalCode: true } })
		}), /* @__PURE__ */ jsx("button", {
			type: "submit",
			className: "btn btn-primary w-full",
			disabled: !stripe || processing,
			children: processing ? "Processing..." : payLabel
		})]
	});
}
export { StripeCardForm as default };

//# sourceMappingURL=stripe-card-form-DFnjO4CX.js.map