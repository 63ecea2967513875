// Which products shoppers may see and buy: those their merchant has not hidden, of a shop no
// operator has suspended. One condition for every list, search, page, bag and checkout.
import { sql } from 'drizzle-orm'

/** The condition on the products table under `alias` (`p`, or `products` when it is not aliased). */
export const onSale = (alias = 'p') =>
  sql`(not ${sql.raw(alias)}.hidden and not exists (select 1 from shops suspended where suspended.id = ${sql.raw(alias)}.shop_id and suspended.suspended_at is not null))`
