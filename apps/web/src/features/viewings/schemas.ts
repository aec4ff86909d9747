// Viewings' answers, checked against the contract; imported with the first answer (see schemasFrom).
export {
  availabilitySchema,
  calendarFeedStatusSchema,
  newCalendarFeedSchema,
  viewingSchema,
  viewingSlotsSchema,
} from '@keyhaven/contract'
