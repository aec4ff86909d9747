import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A panel that slides in from the left above everything (the fixed navbar included), with its title, a close
 * button, and a backdrop; it closes by the button, the backdrop or Escape. Shown below `lg` only.
 */
export function SideSheet({
  id,
  title,
  closeLabel,
  open,
  onClose,
  children,
}: {
  id: string
  title: string
  closeLabel: string
  open: boolean
  onClose: () => void
  children: ReactNode
}) {
  const closeButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, onClose])

  return (
    <div className={`lg:hidden ${open ? '' : 'pointer-events-none'}`}>
      <div
        data-testid={`${id}-backdrop`}
        aria-hidden="true"
        onClick={onClose}
        className={`fixed inset-0 z-40 bg-black/50 transition-opacity duration-300 ${open ? 'opacity-100' : 'invisible opacity-0'}`}
      />
      <div
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        inert={!open}
        className={`fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white text-base-content shadow-xl transition-transform duration-300 ${
          open ? 'translate-x-0' : 'invisible -translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b border-base-200 px-4 py-3">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="btn btn-ghost btn-square btn-sm"
            aria-label={closeLabel}
            onClick={onClose}
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
    </div>
  )
}
