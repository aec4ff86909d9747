// Rent Properties' answers are checked with these once they arrive: imported lazily (api.ts), so zod is not
// among the scripts the page needs before it can run.
export { propertySchema } from '@keyhaven/contract'
