// The ten categories of SPEC.md section 3, by locales key; the catalogue issue serves them with
// their products from the database.
export const CATEGORY_KEYS = [
  'computer', 'electrical', 'outdoors', 'familyLife', 'health', 'mensClothing', 'womensClothing', 'food', 'mobilePhone', 'toys',
] as const
