/** The id of All Properties' GET form of filters, which the search box and the filter bar's fields belong to. */
export const FILTER_FORM = 'all-properties-filters'
