import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
// src/lib/use-guarded-mutation.ts
/**
* useMutation that runs one call at a time: a second click (a double click, a click during the request) is
* ignored, and `isPending` turns true in the same event, so the button is disabled before another click lands.
* (TanStack's own isPending reaches the screen a tick later, after a double click's second click.)
*/
function useGuardedMutation(options) {
	const mutation = useMutation(options);
	const running = useRef(false);
	const [pending, setPending] = useState(false);
	const mutate = (variables) => {
		if (running.current) return;
		running.current = true;
		setPending(true);
		mutation.mutate(variables, { onSettled: () => {
			running.current = false;
			setPending(false);
		} });
	};
	return {
		...mutation,
		mutate,
		isPending: pending || mutation.isPending
	};
}
export { useGuardedMutation as t };

//# sourceMappingURL=use-guarded-mutation-Cn_gtkg_.js.map