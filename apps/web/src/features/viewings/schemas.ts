// Viewings' answers, checked against the contract; imported with the first answer (see schemasFrom).
export {
  availabilitySchema,
  calendarFeedStatusSchema,
  newCalendarFeedSchema,
  viewingSlotsSchema,
} from '@keyhaven/contract'
