import type { SearchT } from './filters.ts'

/** The contract's refusals of a saved search's name, in the page's words; the API's own stay in its words. */
const NAME_PROBLEMS = {
  'name is required': 'save.nameRequired',
  'name must be at most 80 characters': 'save.nameTooLong',
} as const

export const nameProblem = (t: SearchT, message: string) =>
  message in NAME_PROBLEMS ? t(NAME_PROBLEMS[message as keyof typeof NAME_PROBLEMS]) : message

/** The search parameter that opens the name's form (a page without scripts asks for it so). */
export const SAVE_PARAM = 'save'

/** The intent of a saved search's row form: each row shows only its own answer. */
export const savedSearchIntent = (step: 'alerts' | 'delete', searchId: string) => `${step}:${searchId}`
