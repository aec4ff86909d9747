// Viewings' answers, checked against the contract; imported with the first answer (see schemasFrom).
export {
  availabilitySchema,
  calendarFeedSchema,
  insertedIdSchema,
  viewingInputSchema, // the slot picker's form, checked at its first submit
  viewingSchema,
  viewingSlotsSchema,
} from '@keyhaven/contract'
