// Conversations' answers, checked against the contract; imported with the first answer (see schemasFrom).
export { inquiryThreadDetailSchema, inquiryThreadSchema } from '@keyhaven/contract'
