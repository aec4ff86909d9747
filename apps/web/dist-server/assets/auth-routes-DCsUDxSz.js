import { a as text } from "./common-CpSAhRKJ.js";
import { r as personNameField } from "./users-FFqYGUBW.js";
import { d as useLocation, f as useNavigate, h as useSearchParams, t as Link } from "./chunk-7RTFRKQW-bWUpzsSR.js";
import { a as fieldA11y, n as FormField, r as InputField, t as uploadImage } from "./upload-image-CQ5nQ2_f.js";
import { t as ApiError } from "./api-client-CtE8tGP5.js";
import { C as resetPassword, D as signUpWithPassword, E as signInWithPassword, M as LoadingState, O as startSocialSignIn, S as requestPasswordReset, T as signInOptionsQuery, b as useAuth, k as paths, w as saveOwnUser } from "../entry-server.js";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
// ../../packages/contract/src/auth-forms.ts
var loginFormSchema = z.object({
	email: text().trim().min(1, { error: "Email is required" }).pipe(z.email({ error: "Please enter a valid email address" })),
	password: text().min(1, { error: "Password is required" }).min(6, { error: "Password must be at least 6 characters" })
});
var registerFormSchema = z.object({
	name: personNameField,
	email: text().trim().min(1, { error: "Email is required" }).pipe(z.email({ error: "Please enter a valid email address" })),
	password: text().min(1, { error: "Password required" }).min(6, { error: "Password must be 6 characters or longer" })
});
var forgotPasswordFormSchema = z.object({ email: text().trim().min(1, { error: "Email is required" }).pipe(z.email({ error: "Please enter a valid email address" })) });
var resetPasswordFormSchema = z.object({
	password: text().min(1, { error: "Password required" }).min(6, { error: "Password must be 6 characters or longer" }),
	confirm: text()
}).refine((form) => form.password === form.confirm, {
	error: "The passwords do not match",
	path: ["confirm"]
});
// src/features/auth/auth-card.tsx
function AuthCard({ title, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex justify-center px-4 py-12",
		children: [/* @__PURE__ */ jsx("title", { children: `${title} · Keyhaven` }), /* @__PURE__ */ jsx("section", {
			"aria-labelledby": "auth-title",
			className: "card w-full max-w-md bg-base-100 shadow-xl",
			children: /* @__PURE__ */ jsxs("div", {
				className: "card-body",
				children: [/* @__PURE__ */ jsx("h1", {
					id: "auth-title",
					className: "mb-2 text-center text-2xl font-bold",
					children: title
				}), children]
			})
		})]
	});
}
// src/features/auth/social-sign-in.tsx
/** The 'OR' divider and the social buttons; a provider this server lacks is shown as unavailable. */
function SocialSignIn({ from }) {
	const options = useQuery(signInOptionsQuery());
	const callbackURL = `/auth/callback?from=${encodeURIComponent(from)}`;
	const start = (provider) => startSocialSignIn(provider, callbackURL).catch((error) => toast.error(error.message));
	const googleReady = options.data?.google === true;
	const oidc = options.data?.oidc;
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("div", {
		className: "divider",
		children: "OR"
	}), /* @__PURE__ */ jsxs("div", {
		className: "flex flex-col gap-2",
		children: [
			/* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "btn btn-outline w-full",
				disabled: !googleReady,
				"aria-describedby": googleReady ? void 0 : "google-unavailable",
				onClick: () => start("google"),
				children: [/* @__PURE__ */ jsxs("svg", {
					viewBox: "0 0 24 24",
					className: "size-5",
					"aria-hidden": "true",
					children: [
						/* @__PURE__ */ jsx("path", {
							fill: "#4285F4",
							d: "M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
						}),
						/* @__PURE__ */ jsx("path", {
							fill: "#34A853",
							d: "M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
						}),
						/* @__PURE__ */ jsx("path", {
							fill: "#FBBC05",
							d: "M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z"
						}),
						/* @__PURE__ */ jsx("path", {
							fill: "#EA4335",
							d: "M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
						})
					]
				}), "Login with Google"]
			}),
			options.isSuccess && !googleReady && /* @__PURE__ */ jsx("p", {
				id: "google-unavailable",
				className: "text-center text-sm text-base-content/70",
				children: "Google sign-in is not available on this server."
			}),
			oidc && /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: "btn btn-outline w-full",
				onClick: () => start("oidc"),
				children: ["Login with ", oidc.name]
			})
		]
	})] });
}
// src/features/auth/login-page.tsx
function describeFailure(error) {
	if (error instanceof ApiError && error.code === "USER_NOT_FOUND") return {
		message: "No account found with this email.",
		toast: "Email not found"
	};
	if (error instanceof ApiError && error.code === "INVALID_EMAIL_OR_PASSWORD") return {
		message: "Incorrect password.",
		toast: "Wrong password"
	};
	if (error instanceof ApiError && (error.status === 429 || error.code === "INVALID_ORIGIN")) return {
		message: error.message,
		toast: error.status === 429 ? "Too many attempts" : "Open Keyhaven at its own address"
	};
	return {
		message: "Login failed. Try again.",
		toast: "Login failed"
	};
}
function fromLocation(state) {
	const from = state?.from;
	return from ? `${from.pathname}${from.search ?? ""}` : "/";
}
function LoginPage() {
	const location = useLocation();
	const navigate = useNavigate();
	const [params] = useSearchParams();
	const { establish } = useAuth();
	const [failure, setFailure] = useState(params.get("social") === "failed" ? "Social sign-in did not complete. Try again." : null);
	const [showPassword, setShowPassword] = useState(false);
	const from = fromLocation(location.state);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(loginFormSchema),
		defaultValues: {
			email: "",
			password: ""
		}
	});
	const onSubmit = async ({ email, password }) => {
		setFailure(null);
		try {
			await signInWithPassword(email, password);
			if ((await establish()).status !== "signed-in") throw new Error("No session after sign-in");
			toast.success("Login successful");
			navigate(from, { replace: true });
		} catch (error) {
			const described = describeFailure(error);
			setFailure(described.message);
			toast.error(described.toast);
		}
	};
	return /* @__PURE__ */ jsxs(AuthCard, {
		title: "Login",
		children: [
			/* @__PURE__ */ jsxs("form", {
				method: "post",
				noValidate: true,
				onSubmit: handleSubmit(onSubmit),
				className: "space-y-4",
				children: [
					/* @__PURE__ */ jsx(InputField, {
						id: "login-email",
						label: "Email",
						error: errors.email,
						type: "email",
						autoComplete: "email",
						...register("email")
					}),
					/* @__PURE__ */ jsx(FormField, {
						id: "login-password",
						label: "Password",
						error: errors.password,
						children: /* @__PURE__ */ jsxs("div", {
							className: "join w-full",
							children: [/* @__PURE__ */ jsx("input", {
								type: showPassword ? "text" : "password",
								autoComplete: "current-password",
								className: "input join-item w-full",
								...fieldA11y("login-password", errors.password),
								...register("password")
							}), /* @__PURE__ */ jsx("button", {
								type: "button",
								className: "btn join-item",
								"aria-pressed": showPassword,
								onClick: () => setShowPassword((shown) => !shown),
								children: showPassword ? "Hide" : "Show"
							})]
						})
					}),
					/* @__PURE__ */ jsx("div", {
						className: "text-right text-sm",
						children: /* @__PURE__ */ jsx(Link, {
							to: paths.forgotPassword,
							className: "link",
							children: "Forgot password?"
						})
					}),
					failure && /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: "alert alert-error alert-soft",
						children: failure
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "btn btn-primary w-full",
						disabled: isSubmitting,
						children: isSubmitting ? "Signing in..." : "Login"
					})
				]
			}),
			/* @__PURE__ */ jsx(SocialSignIn, { from }),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-4 text-center text-sm",
				children: [
					"New to Keyhaven?",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: paths.register,
						state: location.state,
						className: "link link-primary",
						children: "Create an account"
					})
				]
			})
		]
	});
}
// src/features/auth/password-reset-pages.tsx
function ForgotPasswordPage() {
	const [sentTo, setSentTo] = useState(null);
	const [failure, setFailure] = useState(null);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(forgotPasswordFormSchema),
		defaultValues: { email: "" }
	});
	const onSubmit = async ({ email }) => {
		setFailure(null);
		try {
			await requestPasswordReset(email);
			setSentTo(email);
		} catch (error) {
			setFailure(error.message);
		}
	};
	return /* @__PURE__ */ jsx(AuthCard, {
		title: "Reset your password",
		children: sentTo ? /* @__PURE__ */ jsxs("div", {
			role: "status",
			className: "space-y-4",
			children: [/* @__PURE__ */ jsxs("p", { children: [
				"If an account exists for ",
				/* @__PURE__ */ jsx("strong", { children: sentTo }),
				", we have sent it a link to choose a new password. The link works once, within an hour."
			] }), /* @__PURE__ */ jsx(Link, {
				to: paths.login,
				className: "btn btn-primary w-full",
				children: "Back to login"
			})]
		}) : /* @__PURE__ */ jsxs("form", {
			method: "post",
			noValidate: true,
			onSubmit: handleSubmit(onSubmit),
			className: "space-y-4",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "text-sm text-base-content/70",
					children: "Enter your e-mail and we will send you a reset link."
				}),
				/* @__PURE__ */ jsx(InputField, {
					id: "forgot-email",
					label: "Email",
					error: errors.email,
					type: "email",
					autoComplete: "email",
					...register("email")
				}),
				failure && /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "alert alert-error alert-soft",
					children: failure
				}),
				/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "btn btn-primary w-full",
					disabled: isSubmitting,
					children: isSubmitting ? "Sending..." : "Send reset link"
				}),
				/* @__PURE__ */ jsx("p", {
					className: "text-center text-sm",
					children: /* @__PURE__ */ jsx(Link, {
						to: paths.login,
						className: "link",
						children: "Back to login"
					})
				})
			]
		})
	});
}
function ResetPasswordPage() {
	const [params] = useSearchParams();
	const navigate = useNavigate();
	const token = params.get("token");
	const [failure, setFailure] = useState(null);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(resetPasswordFormSchema),
		defaultValues: {
			password: "",
			confirm: ""
		}
	});
	if (!token) return /* @__PURE__ */ jsxs(AuthCard, {
		title: "Choose a new password",
		children: [/* @__PURE__ */ jsx("p", {
			role: "alert",
			className: "alert alert-error alert-soft",
			children: "This reset link is invalid or has expired."
		}), /* @__PURE__ */ jsx(Link, {
			to: paths.forgotPassword,
			className: "btn btn-primary mt-4 w-full",
			children: "Ask for a new link"
		})]
	});
	const onSubmit = async ({ password }) => {
		setFailure(null);
		try {
			await resetPassword(token, password);
			toast.success("Password updated. Please log in.");
			navigate(paths.login, { replace: true });
		} catch (error) {
			setFailure(error.message);
		}
	};
	return /* @__PURE__ */ jsx(AuthCard, {
		title: "Choose a new password",
		children: /* @__PURE__ */ jsxs("form", {
			method: "post",
			noValidate: true,
			onSubmit: handleSubmit(onSubmit),
			className: "space-y-4",
			children: [
				/* @__PURE__ */ jsx(InputField, {
					id: "reset-password",
					label: "New password",
					error: errors.password,
					type: "password",
					autoComplete: "new-password",
					...register("password")
				}),
				/* @__PURE__ */ jsx(InputField, {
					id: "reset-confirm",
					label: "Repeat the new password",
					error: errors.confirm,
					type: "password",
					autoComplete: "new-password",
					...register("confirm")
				}),
				failure && /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "alert alert-error alert-soft",
					children: failure
				}),
				/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: "btn btn-primary w-full",
					disabled: isSubmitting,
					children: isSubmitting ? "Saving..." : "Save new password"
				})
			]
		})
	});
}
// src/lib/use-object-url.ts
/** A local URL showing a file the person chose (an image preview before upload); released when it changes. */
function useObjectUrl(file) {
	const [url, setUrl] = useState(null);
	useEffect(() => {
		if (!file) return setUrl(null);
		const objectUrl = URL.createObjectURL(file);
		setUrl(objectUrl);
		return () => URL.revokeObjectURL(objectUrl);
	}, [file]);
	return url;
}
// src/features/auth/register-page.tsx
function RegisterPage() {
	const location = useLocation();
	const navigate = useNavigate();
	const { establish } = useAuth();
	const from = fromLocation(location.state);
	const [photo, setPhoto] = useState({ status: "none" });
	const [photoError, setPhotoError] = useState(null);
	const [photoFile, setPhotoFile] = useState(null);
	const preview = useObjectUrl(photoFile);
	const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(registerFormSchema),
		defaultValues: {
			name: "",
			email: "",
			password: ""
		}
	});
	const onPhotoChosen = async (file) => {
		setPhotoError(null);
		setPhotoFile(file?.type.startsWith("image/") ? file : null);
		if (!file) return setPhoto({ status: "none" });
		setPhoto({ status: "uploading" });
		try {
			setPhoto({
				status: "ready",
				url: await uploadImage(file)
			});
		} catch (error) {
			setPhoto({
				status: "failed",
				reason: error.message
			});
		}
	};
	const onSubmit = async (form) => {
		if (photo.status !== "ready") {
			setPhotoError("Please upload a profile picture first.");
			toast.error("Please upload a profile picture first.");
			return;
		}
		try {
			await signUpWithPassword({
				...form,
				image: photo.url
			});
			if ((await establish()).status !== "signed-in") throw new Error("The account was created, but signing in failed");
			await saveOwnUser({
				email: form.email,
				name: form.name,
				photoURL: photo.url
			});
			toast.success("Account created successfully!");
			navigate(from, { replace: true });
		} catch (error) {
			toast.error(`Registration failed: ${error.message}`);
		}
	};
	return /* @__PURE__ */ jsxs(AuthCard, {
		title: "Create an account",
		children: [
			/* @__PURE__ */ jsxs("form", {
				method: "post",
				noValidate: true,
				onSubmit: handleSubmit(onSubmit),
				className: "space-y-4",
				children: [
					/* @__PURE__ */ jsx(InputField, {
						id: "register-name",
						label: "Name",
						error: errors.name,
						type: "text",
						autoComplete: "name",
						...register("name")
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "form-control w-full",
						children: [
							/* @__PURE__ */ jsx("label", {
								htmlFor: "register-photo",
								className: "label mb-1 text-sm font-medium text-base-content",
								children: "Profile picture"
							}),
							/* @__PURE__ */ jsx("input", {
								id: "register-photo",
								type: "file",
								accept: "image/*",
								className: "file-input w-full",
								"aria-describedby": "register-photo-status",
								onChange: (event) => onPhotoChosen(event.target.files?.[0])
							}),
							preview && /* @__PURE__ */ jsx("img", {
								src: preview,
								alt: "Preview of your profile",
								className: "mt-2 size-20 rounded-full object-cover"
							}),
							/* @__PURE__ */ jsxs("p", {
								id: "register-photo-status",
								className: "mt-1 text-sm",
								"aria-live": "polite",
								children: [
									photo.status === "uploading" && /* @__PURE__ */ jsx("span", {
										className: "text-base-content/70",
										children: "Uploading picture..."
									}),
									photo.status === "ready" && /* @__PURE__ */ jsx("span", {
										className: "text-success",
										children: "Picture uploaded."
									}),
									photo.status === "failed" && /* @__PURE__ */ jsxs("span", {
										className: "text-error",
										children: ["Upload failed: ", photo.reason]
									})
								]
							}),
							photoError && /* @__PURE__ */ jsx("p", {
								role: "alert",
								className: "text-sm text-error",
								children: photoError
							})
						]
					}),
					/* @__PURE__ */ jsx(InputField, {
						id: "register-email",
						label: "Email",
						error: errors.email,
						type: "email",
						autoComplete: "email",
						...register("email")
					}),
					/* @__PURE__ */ jsx(InputField, {
						id: "register-password",
						label: "Password",
						error: errors.password,
						type: "password",
						autoComplete: "new-password",
						...register("password")
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "btn btn-primary w-full",
						disabled: isSubmitting,
						children: isSubmitting ? "Creating account..." : "Register"
					})
				]
			}),
			/* @__PURE__ */ jsx(SocialSignIn, { from }),
			/* @__PURE__ */ jsxs("p", {
				className: "mt-4 text-center text-sm",
				children: [
					"Already have an account?",
					" ",
					/* @__PURE__ */ jsx(Link, {
						to: paths.login,
						state: location.state,
						className: "link link-primary",
						children: "Login"
					})
				]
			})
		]
	});
}
// src/features/auth/social-callback-page.tsx
/** Where a social provider sends the browser back: finish like a password sign-in, then go on. */
function SocialCallbackPage() {
	const [params] = useSearchParams();
	const navigate = useNavigate();
	const { establish } = useAuth();
	const [failed, setFailed] = useState(false);
	const started = useRef(false);
	const from = params.get("from")?.startsWith("/") ? params.get("from") : "/";
	useEffect(() => {
		if (started.current) return;
		started.current = true;
		establish().then(async (state) => {
			if (state.status !== "signed-in") throw new Error("No session");
			await saveOwnUser({ email: state.user.email });
			toast.success("Login successful");
			navigate(from, { replace: true });
		}).catch(() => setFailed(true));
	}, [
		establish,
		navigate,
		from
	]);
	if (failed) return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: "mx-auto max-w-md py-16 text-center",
		children: [/* @__PURE__ */ jsx("p", {
			className: "mb-4",
			children: "Signing in did not complete."
		}), /* @__PURE__ */ jsx(Link, {
			to: paths.login,
			className: "btn btn-primary",
			children: "Back to login"
		})]
	});
	return /* @__PURE__ */ jsx(LoadingState, { label: "Signing you in..." });
}
export { ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage, SocialCallbackPage };

//# sourceMappingURL=auth-routes-DCsUDxSz.js.map