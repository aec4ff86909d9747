import Swal from 'sweetalert2'

/** Asks before something that cannot be undone; resolves true only on an explicit yes. */
export async function confirmDanger(
  title: string,
  text: string,
  confirmButtonText = 'Yes, delete it',
): Promise<boolean> {
  const result = await Swal.fire({
    title,
    text,
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText: 'Cancel',
    confirmButtonColor: '#dc2626',
    focusCancel: true,
  })
  return result.isConfirmed
}

/** The result dialog of the spec ('Property Added!', 'Deleted!', 'Oops...'). */
export async function showResult(icon: 'success' | 'error', title: string, text: string): Promise<void> {
  await Swal.fire({ icon, title, text, confirmButtonText: 'OK' })
}

/** Shown before a call the server would refuse for this role (it refuses anyway). */
export async function showAccessDenied(text: string): Promise<void> {
  await Swal.fire({ icon: 'error', title: 'Access Denied', text, confirmButtonText: 'OK' })
}
