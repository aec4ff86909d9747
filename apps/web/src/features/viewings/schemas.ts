// Viewings' answers, checked against the contract; imported with the first answer (see schemasFrom).
export {
  availabilitySchema,
  calendarFeedStatusSchema,
  insertedIdSchema,
  newCalendarFeedSchema,
  viewingInputSchema, // the slot picker's form, fetched at the person's first focus or key
  viewingSchema,
  viewingSlotsSchema,
} from '@keyhaven/contract'
