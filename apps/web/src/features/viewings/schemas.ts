// Viewings' answers, checked against the contract; imported with the first answer (see schemasFrom).
export {
  availabilitySchema,
  calendarFeedStatusSchema,
  viewingSlotsSchema,
} from '@keyhaven/contract'
