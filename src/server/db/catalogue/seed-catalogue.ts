// Seeds the demo catalogue (demo mode only): one merchant per shop (the demo merchant owns the
// first), shops, products, SKUs, reviewers and their reviews, and the search documents. A batch
// insert per table, idempotent by the `key` columns: a second run inserts nothing.
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../open-database'
import * as z from 'zod'
import { parsedRows } from '../rows'
import { booleanColumn } from '../row-columns'
import { categories, productSkus, products, reviews, shops, users } from '../schema'
import { refreshSearchDocuments } from '../search-documents'
import { demoCatalogue, productImageUrls, shopLogoUrl } from './catalogue-images'
import { generateReviews, REVIEWERS } from './demo-reviews'

/**
 * A stored password hash no password verifies against: not a PHC string, so argon2 refuses it.
 * The shop owners and reviewers of the demo history can never log in.
 */
export const UNUSABLE_PASSWORD_HASH = '!seeded-account-without-password'

/** The demo history is dated back from this moment, so the seed gives the same rows every time. */
export const SEED_EPOCH = Date.parse('2026-11-01T00:00:00Z')
const DAY = 86_400_000

/** When a seeded product was listed: spread over the year before the seed epoch. */
function listedAt(index: number): Date {
  return new Date(SEED_EPOCH - ((index * 7919) % 360) * DAY - (index % 24) * 3_600_000)
}

async function idsByKey(db: Database, table: typeof shops | typeof products | typeof productSkus, keys: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: table.id, key: table.key }).from(table).where(inArray(table.key, keys))
  return new Map(rows.map((row) => [row.key!, row.id]))
}

async function userIdsByAccount(db: Database, accounts: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, account: users.account }).from(users).where(inArray(users.account, accounts))
  return new Map(rows.map((row) => [row.account, row.id]))
}

/** Whether an earlier run got to the end: the last review is there and every product is searchable. */
async function alreadySeeded(db: Database, lastReviewKey: string | undefined): Promise<boolean> {
  const [row] = await parsedRows(db, z.object({ done: booleanColumn }), sql`
    select exists (select 1 from reviews where key = ${lastReviewKey ?? ''})
      and not exists (select 1 from products p where not exists (select 1 from product_search ps where ps.product_id = p.id)) as done`)
  return row.done
}

export async function seedCatalogue(db: Database, demoMerchantId: number): Promise<void> {
  const { catalogue } = demoCatalogue()
  const demoReviews = generateReviews(catalogue)
  if (await alreadySeeded(db, demoReviews.at(-1)?.key)) return
  const [firstShop, ...otherShops] = catalogue.shops

  // Owners: the demo merchant for the first shop, a merchant who cannot log in for each other one.
  const ownerAccount = (key: string) => `shop.${key}`
  await db
    .insert(users)
    .values([
      ...otherShops.map((shop) => ({
        account: ownerAccount(shop.key),
        email: `${shop.key}@shops.example.com`,
        mobile: '+84 900 000 000',
        familyName: shop.name,
        givenName: 'Merchant',
        role: 'merchant' as const,
        passwordHash: UNUSABLE_PASSWORD_HASH,
      })),
      ...REVIEWERS.map((r) => ({
        account: r.account,
        email: `${r.account}@reviewers.example.com`,
        mobile: '+84 900 000 001',
        familyName: r.familyName,
        givenName: r.givenName,
        role: 'shopper' as const,
        passwordHash: UNUSABLE_PASSWORD_HASH,
      })),
    ])
    .onConflictDoNothing()
  const userIds = await userIdsByAccount(db, [...otherShops.map((s) => ownerAccount(s.key)), ...REVIEWERS.map((r) => r.account)])

  const categoryRows = await db.select({ id: categories.id, key: categories.key }).from(categories)
  const categoryIds = new Map(categoryRows.map((row) => [row.key, row.id]))

  // A demo merchant's shop from before the catalogue existed becomes the first catalogue shop.
  const shopRow = (shop: (typeof catalogue.shops)[number], ownerUserId: number) => ({
    ownerUserId,
    key: shop.key,
    name: shop.name,
    logo: shopLogoUrl(shop.key),
    city: shop.city,
    timeZone: shop.timeZone,
    // What the shop mainly sells, and how to reach it, as an application would have said.
    categoryId: categoryIds.get(shop.categoryKeys[0]!) ?? null,
    contact: `${shop.key}@shops.example.com`,
    description: shop.description,
    seededFans: shop.fans,
    fans: shop.fans,
  })
  const first = shopRow(firstShop, demoMerchantId)
  await db
    .update(shops)
    .set({ ...first, fans: sql`${first.seededFans} + (select count(*)::int from shop_follows f where f.shop_id = ${shops.id})` })
    .where(sql`${shops.ownerUserId} = ${demoMerchantId} and ${shops.key} is null`)
  await db
    .insert(shops)
    .values([first, ...otherShops.map((shop) => shopRow(shop, userIds.get(ownerAccount(shop.key))!))])
    .onConflictDoNothing()
  const shopIds = await idsByKey(db, shops, catalogue.shops.map((s) => s.key))

  await db
    .insert(products)
    .values(
      catalogue.products.map((product, index) => ({
        key: product.key,
        shopId: shopIds.get(catalogue.shops[product.shopIndex].key)!,
        categoryId: categoryIds.get(product.categoryKey)!,
        title: product.title,
        description: product.description,
        specName: product.skuDimension,
        images: productImageUrls(product.key),
        // Prices are strings of two decimals: the lowest compares exactly as cents.
        price: product.skus.map((s) => s.price).sort((a, b) => Number(a.replace('.', '')) - Number(b.replace('.', '')))[0],
        seededSales: product.sales,
        sales: product.sales,
        seededViews: product.views,
        views: product.views,
        createdAt: listedAt(index),
      })),
    )
    .onConflictDoNothing()
  const productIds = await idsByKey(db, products, catalogue.products.map((p) => p.key))

  await db
    .insert(productSkus)
    .values(
      catalogue.products.flatMap((product) =>
        product.skus.map((sku) => ({ key: sku.key, productId: productIds.get(product.key)!, label: sku.label, price: sku.price, stock: sku.stock })),
      ),
    )
    .onConflictDoNothing()
  const skuIds = await idsByKey(db, productSkus, catalogue.products.flatMap((p) => p.skus.map((s) => s.key)))

  const listed = new Map(catalogue.products.map((p, index) => [p.key, listedAt(index).getTime()]))
  // A few hundred rows per statement keeps the parameter count far below PostgreSQL's limit.
  for (let start = 0; start < demoReviews.length; start += 500) {
    await db
      .insert(reviews)
      .values(
        demoReviews.slice(start, start + 500).map((review) => {
          const from = listed.get(review.productKey)!
          return {
            key: review.key,
            productId: productIds.get(review.productKey)!,
            skuId: skuIds.get(review.skuKey)!,
            userId: userIds.get(review.reviewer)!,
            productScore: review.productScore,
            serviceScore: review.serviceScore,
            postageScore: review.postageScore,
            content: review.content,
            pictures: review.pictures,
            createdAt: new Date(Math.round(from + (SEED_EPOCH - from) * review.ageFraction)),
          }
        }),
      )
      .onConflictDoNothing()
  }

  await refreshSearchDocuments(db, 'missing')
}
