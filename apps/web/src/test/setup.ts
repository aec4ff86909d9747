import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { dialogsClosed } from '../lib/dialogs.ts'
import './english-messages.ts'

// Every web test file: a page's first request loads the contract's schemas in their own chunk (see
// ResponseSchema), which on a loaded machine can take seconds (the browser tests wait 10 s too); and each test
// starts from an empty document and storage (no access-token left by the one before).
configure({ asyncUtilTimeout: 10_000 })
afterEach(() => {
  cleanup()
  localStorage.clear()
})
// A dialog (sweetalert2) gives focus back after it closes, on a timer of its own: a file whose last test closed
// one waits for that here, or the timer would fire after the document is gone (an uncaught error).
afterAll(dialogsClosed)
