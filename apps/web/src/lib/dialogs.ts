import type { SweetAlertOptions } from 'sweetalert2'
import { documentT } from './i18n/document-messages.ts'

let openedAt = 0
/** Dialogs between the start of their closing and its end (focus given back, on a timer of the library's). */
let closing = 0
const whenNoneClosing: (() => void)[] = []
function settleClosing(count: number) {
  closing = Math.max(count, 0)
  if (closing === 0) for (const settled of whenNoneClosing.splice(0)) settled()
}

const mixin = async () =>
  (await import('sweetalert2')).default.mixin({
    scrollbarPadding: false,
    willOpen: () => {
      openedAt = Date.now()
      // A dialog fired while another was closing replaces it: the library never finishes the other's closing.
      settleClosing(0)
    },
    // The second click of the double click that opened a dialog lands on its backdrop: it must not close it.
    allowOutsideClick: () => Date.now() - openedAt > 600,
    willClose: () => {
      closing++
    },
    didClose: () => settleClosing(closing - 1),
    confirmButtonColor: '#4338ca',
    cancelButtonColor: '#4b5563',
  })
let loaded: ReturnType<typeof mixin> | null = null

/**
 * SweetAlert2 as every dialog of the app uses it: no padding added for the scrollbar (the page reserves its
 * room, see styles.css, so nothing shifts sideways), a backdrop that ignores the rest of a double click, and
 * button colours that pass WCAG AA. Its code (20 KB) loads with the first dialog, not with every page; a load
 * that failed is tried again by the next one.
 */
export async function fireDialog<T = unknown>(options: SweetAlertOptions) {
  loaded ??= mixin().catch((error: unknown) => {
    loaded = null
    throw error
  })
  return (await loaded).fire<T>(options)
}

/** Resolves once no dialog is closing: a test file's document must outlive the closing's focus timer. */
export function dialogsClosed(): Promise<void> {
  return closing === 0 ? Promise.resolve() : new Promise((resolve) => whenNoneClosing.push(resolve))
}

/** Closes the dialog that is open, if any (a test ends with it). */
export async function closeDialog() {
  ;(await loaded)?.close()
}

/** Asks before something that cannot be undone; resolves true only on an explicit yes. */
export async function confirmDanger(
  title: string,
  text: string,
  confirmButtonText = documentT()('dialog.yesDelete'),
): Promise<boolean> {
  const result = await fireDialog({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText: documentT()('dialog.cancel'),
    confirmButtonColor: '#b91c1c',
    focusCancel: true,
  })
  return result.isConfirmed
}

/** Asks before a change that can be undone but matters (a status, a person's rights). */
export async function confirmChange(
  title: string,
  text?: string,
  confirmButtonText = documentT()('dialog.yes'),
): Promise<boolean> {
  const result = await fireDialog({
    title,
    ...(text && { text }),
    icon: 'question',
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText: documentT()('dialog.cancel'),
  })
  return result.isConfirmed
}

/** The original product's result dialog (docs/decisions/0005: 'Property Added!', 'Deleted!', 'Oops...'). */
export async function showResult(
  icon: 'success' | 'error' | 'info',
  title: string,
  text: string,
): Promise<void> {
  await fireDialog({ icon, title, text, confirmButtonText: documentT()('dialog.ok') })
}

/** Shown before a call the server would refuse for this role (it refuses anyway). */
export async function showAccessDenied(text: string): Promise<void> {
  const t = documentT()
  await fireDialog({
    icon: 'error',
    title: t('dialog.accessDenied'),
    text,
    confirmButtonText: t('dialog.ok'),
  })
}

/**
 * Asks for a required reason (a rejection the other party is told about), with `text` saying what the step does
 * when the title alone does not; null when cancelled.
 */
export async function askForReason(
  title: string,
  { label, maxLength, text }: { label: string; maxLength: number; text?: string },
): Promise<string | null> {
  const result = await fireDialog<string>({
    title,
    ...(text && { text }),
    icon: 'question',
    input: 'textarea',
    inputLabel: label,
    inputAttributes: { maxlength: String(maxLength), 'aria-required': 'true' },
    inputValidator: (value) => (value.trim() ? null : documentT()('dialog.reasonRequired')),
    showCancelButton: true,
    confirmButtonText: documentT()('dialog.yes'),
    cancelButtonText: documentT()('dialog.cancel'),
  })
  return result.isConfirmed && result.value ? result.value.trim() : null
}
