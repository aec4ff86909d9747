// Viewings' answers, checked against the contract; imported with the first answer (see schemasFrom).
export {
  availabilitySchema,
  calendarFeedSchema,
  insertedIdSchema,
  viewingSchema,
  viewingSlotsSchema,
} from '@keyhaven/contract'
