import { act, cleanup, configure } from '@testing-library/react'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import toast from 'react-hot-toast'
import { afterAll, afterEach, vi } from 'vitest'
import { dialogsClosed } from '../lib/dialogs.ts'
import './english-messages.ts'

// Every web test file: a page's first request loads the contract's schemas in their own chunk (see
// ResponseSchema), which on a loaded machine can take seconds (the browser tests wait 10 s too); and each test
// starts from an empty document and storage (no access-token left by the one before).
configure({ asyncUtilTimeout: 10_000 })
afterEach(() => {
  cleanup()
  unmountToaster()
  localStorage.clear()
})
// A dialog (sweetalert2) gives focus back after it closes, on a timer of its own: a file whose last test closed
// one waits for that here, or the timer would fire after the document is gone (an uncaught error).
afterAll(dialogsClosed)

// Toasts mount in a root of their own (app/toaster.tsx), which the test's cleanup does not know: a toast's timers
// would fire after the file's document is gone (an uncaught error), and a test's toasts would show in the next.
// Here that root is kept, emptied and unmounted after each test, and mounted again by the next toast.
const toaster = vi.hoisted(() => ({
  root: undefined as Root | undefined,
  container: undefined as HTMLElement | undefined,
}))
vi.mock('../app/toaster.tsx', async () => {
  const { AppToaster } = await import('../components/app-toaster.tsx')
  return {
    mountToaster: async () => {
      if (toaster.root) return
      toaster.container = document.createElement('div')
      document.body.append(toaster.container)
      toaster.root = createRoot(toaster.container)
      toaster.root.render(createElement(AppToaster))
    },
  }
})

function unmountToaster() {
  const { root, container } = toaster
  if (!root) return
  toaster.root = undefined
  act(() => {
    toast.remove()
    root.unmount()
  })
  container?.remove()
}
