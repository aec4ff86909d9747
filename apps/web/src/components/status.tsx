import type { ReactNode } from 'react'
import { useT } from '../lib/i18n/use-t.ts'

export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-base-content/70">
      <span className="loading loading-spinner loading-md" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="py-12 text-center text-base-content/70">{children}</p>
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT('common')
  return (
    <div
      role="alert"
      className="alert alert-error alert-soft mx-auto my-8 max-w-xl flex-wrap justify-between"
    >
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {t('list.tryAgain')}
      </button>
    </div>
  )
}
