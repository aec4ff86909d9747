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
