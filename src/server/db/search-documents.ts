// Writes product_search: per product and language, the folded title and the folded document a
// search looks in (title, description, shop name and category name in that language and in
// English). Whoever changes a product's texts, shop or category calls refreshSearchDocuments.
import { sql, type SQL } from 'drizzle-orm'
import { LANGUAGE_FILES } from '../../contract/fields'
import { createTranslator, type Translator } from '../i18n'
import { CATALOGUE_CATEGORY_KEYS } from './catalogue/catalogue-data'
import type { Database } from './open-database'

/** Category names by key and language, from the locales (`category.<key>`). */
function categoryNames(translate: Translator): Record<string, Record<string, string>> {
  return Object.fromEntries(
    CATALOGUE_CATEGORY_KEYS.map((key) => [key, Object.fromEntries(LANGUAGE_FILES.map((lang) => [lang, translate(lang, `category.${key}`)]))]),
  )
}

/**
 * Rebuilds the documents of the given products, or of every product that has none yet (the
 * seed). One statement, whatever the number of products.
 */
export async function refreshSearchDocuments(db: Database, productIds: number[] | 'missing', translate: Translator = createTranslator()): Promise<void> {
  const which: SQL =
    productIds === 'missing'
      ? sql`not exists (select 1 from product_search ps where ps.product_id = p.id)`
      : sql`p.id = any(${`{${productIds.join(',')}}`}::int[])`
  const names = JSON.stringify(categoryNames(translate))
  const langs = `{${LANGUAGE_FILES.join(',')}}`
  await db.execute(sql`
    insert into product_search (product_id, lang, title, document)
    select p.id, l.lang,
      search_fold(concat_ws(' ', p.title ->> l.lang, case when l.lang <> 'en' then p.title ->> 'en' end)),
      search_fold(concat_ws(' ',
        p.title ->> l.lang, case when l.lang <> 'en' then p.title ->> 'en' end,
        p.description ->> l.lang, case when l.lang <> 'en' then p.description ->> 'en' end,
        s.name,
        ${names}::jsonb -> c.key ->> l.lang, case when l.lang <> 'en' then ${names}::jsonb -> c.key ->> 'en' end))
    from products p
    join shops s on s.id = p.shop_id
    join categories c on c.id = p.category_id
    cross join unnest(${langs}::text[]) as l(lang)
    where ${which}
    on conflict (product_id, lang) do update set title = excluded.title, document = excluded.document`)
}
