import { lazy } from 'react'

// What the viewings feature shows on other features' pages, each loaded only where it is shown.

/** Book a viewing on a details page, loaded only when a buyer sees one (keeps that page light). */
export const ViewingSlotPicker = lazy(async () => ({
  default: (await import('./slot-picker.tsx')).SlotPicker,
}))

/** Viewing hours in an agent's profile, loaded only there. */
export const ViewingHours = lazy(async () => ({
  default: (await import('./availability-editor.tsx')).AvailabilityEditor,
}))

/** The private calendar feed's address in the profile, loaded only there. */
export const CalendarFeed = lazy(async () => ({
  default: (await import('./calendar-feed-section.tsx')).CalendarFeedSection,
}))
