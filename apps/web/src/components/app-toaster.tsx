import { useEffect } from 'react'
import toast, { Toaster, useToasterStore } from 'react-hot-toast'

/** At most this many toasts at once; an older one gives way to a newer one. */
export const MAX_TOASTS = 2

/**
 * Toasts at the foot of the window, never more than MAX_TOASTS deep: at the top they covered the page's heading,
 * far from the button that was pressed; at the foot they cover neither the heading nor the fixed navbar.
 */
export function AppToaster() {
  const { toasts } = useToasterStore()
  useEffect(() => {
    for (const item of toasts.filter((candidate) => candidate.visible).slice(MAX_TOASTS)) {
      toast.dismiss(item.id)
    }
  }, [toasts])
  return (
    <Toaster
      position="bottom-center"
      containerStyle={{ bottom: 24 }}
      // The app's theme (daisyUI's colours and radius), so toasts look like the rest of the page.
      toastOptions={{
        style: {
          background: 'var(--color-base-100)',
          color: 'var(--color-base-content)',
          borderRadius: 'var(--radius-box)',
        },
      }}
    />
  )
}
