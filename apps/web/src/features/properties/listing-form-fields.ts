// Names the listing form posts besides the listing's own fields, shared by the form and its action.

/** The photo files a page without scripts posts (a hydrated page uploads them as chosen and posts `images`). */
export const PHOTO_FILES_FIELD = 'photos'

/** The Save as draft button's intent: the listing is saved as it is, its types checked only. */
export const DRAFT_INTENT = 'draft'

/** The query that opens the translations section in a page without scripts (a link stands for its toggle). */
export const TRANSLATIONS_PARAM = 'translations'
