// The sorts of a list without search words: relevance means nothing there.
import { PRODUCT_SORTS } from '../../../contract/catalogue-fields'

export const LIST_SORTS = PRODUCT_SORTS.filter((sort) => sort !== 'relevance')
