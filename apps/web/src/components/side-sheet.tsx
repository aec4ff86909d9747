import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * A panel that slides in from the left above everything (the fixed navbar included), with its title, a close
 * button, and a backdrop; shown below `lg` only. It is the browser's own popover: a button with
 * `popoverTarget={id}` opens it, and it closes by its button, a tap outside or Escape, all without the page's
 * scripts, so a phone's menu answers from the first paint rather than after hydration. Any navigation closes
 * it too (one in the app keeps the page, and the sheet with it).
 */
export function SideSheet({
  id,
  title,
  closeLabel,
  onToggle,
  children,
}: {
  id: string
  title: string
  closeLabel: string
  /** Told when the sheet opens or closes, to keep its button's `aria-expanded` true. */
  onToggle?: (open: boolean) => void
  children: ReactNode
}) {
  const sheet = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const { key: navigation } = useLocation()
  const shownAt = useRef(navigation)

  // A sheet opened before the scripts ran, whose opening React could not hear, is told as open once they have.
  useEffect(() => {
    if (sheet.current?.matches(':popover-open')) onToggle?.(true)
  }, [onToggle])

  // Not on hydration: a sheet opened before the scripts ran stays open.
  useEffect(() => {
    if (navigation === shownAt.current) return
    shownAt.current = navigation
    sheet.current?.hidePopover()
  }, [navigation])

  return (
    <div
      ref={sheet}
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      onToggle={(event) => {
        const open = (event.nativeEvent as ToggleEvent).newState === 'open'
        if (open) closeButton.current?.focus()
        onToggle?.(open)
      }}
      className="fixed inset-y-0 end-auto start-0 m-0 h-full max-h-none w-72 max-w-[85vw] -translate-x-full rtl:translate-x-full flex-col overflow-y-auto border-0 bg-white p-0 text-base-content shadow-xl transition-all transition-discrete duration-300 backdrop:bg-black/50 open:flex open:translate-x-0 motion-reduce:transition-none lg:hidden starting:open:-translate-x-full rtl:starting:open:translate-x-full"
    >
      <div className="flex items-center justify-between border-b border-base-200 px-4 py-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          ref={closeButton}
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          className="btn btn-ghost btn-square btn-sm"
          aria-label={closeLabel}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
    </div>
  )
}
