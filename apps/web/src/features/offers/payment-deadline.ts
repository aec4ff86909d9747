// In the reader's own time zone, as the notification bell shows times.
const deadlineFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** An accepted offer's payment deadline in words (the offer expires unpaid after it). */
export const formatDeadline = (paymentDueAt: string) => deadlineFormat.format(new Date(paymentDueAt))
