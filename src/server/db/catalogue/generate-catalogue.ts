// The demo catalogue, generated from catalogue-data.ts by a seeded PRNG: the same seed gives the
// same shops and products, byte for byte. Pure: no clock, no Math.random, no I/O.
//
// Seeding it: shops need an owner (shops.owner_user_id is unique), so one
// merchant user per shop, the demo merchant owning the first; `key` columns make the seed
// idempotent (on conflict do nothing). Suggested tables: shops + key, city and description (jsonb by
// language), products (key, shop_id, category_key, title/description jsonb, sku_dimension, image
// path), product_skus (key, product_id, label jsonb, price numeric(18,2) from the string, stock int
// check >= 0). Images: productImageSvg() written under DATA_DIR/uploads, served as image/svg+xml.
// Search folds accents itself (unaccent: "dien thoai" finds "điện thoại").
import {
  CATALOGUE_CATEGORY_KEYS,
  CATEGORY_LOOK,
  CITIES,
  CITY_TIME_ZONES,
  DESCRIPTION_FRAME,
  KINDS,
  SERIES,
  SHOPS,
  VARIANTS,
  type CategoryKey,
  type Glyph,
  type Lang,
  type ProductKind,
  type Series,
  type SkuOption,
  type Text,
  type Variant,
} from './catalogue-data'

export const CATALOGUE_LANGS: readonly Lang[] = ['en', 'vi', 'zh-CN', 'ja', 'ko', 'th']

/** Products generated per category: 10 x 22 = 220. */
export const PRODUCTS_PER_CATEGORY = 22

export interface ShopSeed {
  /** Stable slug, e.g. `saigon-tech-hub`. */
  key: string
  name: string
  city: Text
  /** The city's IANA time zone, the shop's reckoning of days. */
  timeZone: string
  description: Text
  categoryKeys: CategoryKey[]
  fans: number
  /** Percentage with one decimal, e.g. "98.6". */
  favorableRate: string
}

export interface SkuSeed {
  /** Stable and unique across the catalogue: `<product key>-<option key>`. */
  key: string
  label: Text
  /** Exact decimal USD with two places, e.g. "12.90". */
  price: string
  stock: number
}

export interface ProductSeed {
  /** Stable slug, e.g. `mobile-phone-smartphone-aurora-pro`. */
  key: string
  categoryKey: CategoryKey
  kindKey: string
  /** Index into `shops`. */
  shopIndex: number
  title: Text
  description: Text
  /** What the SKUs differ in: colour, size, storage, weight, ... */
  skuDimension: string
  skus: SkuSeed[]
  sales: number
  views: number
  image: { hue: number; glyph: Glyph }
}

export interface Catalogue {
  shops: ShopSeed[]
  products: ProductSeed[]
}

/** mulberry32: a tiny 32-bit PRNG, good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let r = Math.imul(a ^ (a >>> 15), 1 | a)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

class Random {
  private readonly next: () => number
  constructor(seed: number) {
    this.next = mulberry32(seed)
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items]
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i)
      ;[out[i], out[j]] = [out[j], out[i]]
    }
    return out
  }
  chance(probability: number): boolean {
    return this.next() < probability
  }
}

function kebab(text: string): string {
  return text.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()
}

/** Formats integer cents as an exact decimal string: 1290 -> "12.90". */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents) || cents <= 0) throw new Error(`bad price in cents: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** A shop-like price: whole dollars and a familiar ending (.99, .90, .50, .00). */
function charm(cents: number, ending: number): number {
  const dollars = Math.max(1, Math.round(cents / 100))
  return ending === 0 ? dollars * 100 : (dollars - 1) * 100 + ending
}

/** The product title in each language, words in that language's order. */
export function composeTitle(kind: ProductKind, series: Series, variant: Variant): Text {
  const out = {} as Text
  for (const lang of CATALOGUE_LANGS) {
    const k = kind.name[lang]
    const s = series.name[lang]
    const v = variant.word[lang]
    const isModel = variant.type === 'model'
    switch (lang) {
      case 'vi':
        // Vietnamese: noun first, the adjective after it, the brand last ("Lều cắm trại chống nước Aurora").
        out[lang] = isModel ? `${k} ${s} ${v}` : `${k} ${v} ${s}`
        break
      case 'th':
        // Thai: modifiers follow the noun without a space; the Latin brand last.
        out[lang] = isModel ? `${k} ${s} ${v}` : `${k}${v} ${s}`
        break
      case 'zh-CN':
        out[lang] = isModel ? `${s} ${v} ${k}` : `${s}${v}${k}`
        break
      case 'ja':
        out[lang] = v.endsWith('の') ? `${s} ${v}${k}` : `${s} ${v} ${k}`
        break
      default:
        // en, ko: brand, modifier, noun.
        out[lang] = `${s} ${v} ${k}`
    }
  }
  return out
}

function composeDescription(kind: ProductKind, shop: (typeof SHOPS)[number], options: SkuOption[]): Text {
  const out = {} as Text
  for (const lang of CATALOGUE_LANGS) {
    const frame = DESCRIPTION_FRAME[lang]
    const parts = [kind.blurb[lang]]
    if (options.length > 1) parts.push(frame.options(options.map((o) => o.label[lang]).join(frame.join)))
    parts.push(frame.soldBy(shop.name, CITIES[shop.city][lang]))
    out[lang] = parts.join(lang === 'zh-CN' || lang === 'ja' ? '' : ' ')
  }
  return out
}

function skuCount(random: Random, available: number): number {
  const roll = random.int(1, 10)
  const wanted = roll <= 2 ? 1 : roll <= 5 ? 2 : roll <= 8 ? 3 : 4
  return Math.min(wanted, available)
}

function chooseOptions(random: Random, kind: ProductKind): SkuOption[] {
  const { options, ordered } = kind.dimension
  const n = skuCount(random, options.length)
  if (ordered) {
    const start = random.int(0, options.length - n)
    return options.slice(start, start + n)
  }
  const chosen = new Set(random.shuffle(options).slice(0, n))
  return options.filter((o) => chosen.has(o))
}

export function generateCatalogue(seed = 42): Catalogue {
  const random = new Random(seed)

  const shops: ShopSeed[] = SHOPS.map((shop) => ({
    key: shop.key,
    name: shop.name,
    city: { ...CITIES[shop.city] },
    timeZone: CITY_TIME_ZONES[shop.city],
    description: { ...shop.description },
    categoryKeys: [...shop.categories],
    fans: random.int(300, 60_000),
    favorableRate: (random.int(940, 999) / 10).toFixed(1),
  }))

  const products: ProductSeed[] = []
  const seenTitles = new Map<Lang, Set<string>>(CATALOGUE_LANGS.map((lang) => [lang, new Set<string>()]))

  for (const categoryKey of CATALOGUE_CATEGORY_KEYS) {
    const kinds = KINDS[categoryKey]
    const variants = VARIANTS[categoryKey]
    const look = CATEGORY_LOOK[categoryKey]
    const shopIndexes = SHOPS.flatMap((shop, index) => (shop.categories.includes(categoryKey) ? [index] : []))
    const shopOffset = random.int(0, shopIndexes.length - 1)
    // Per kind, every (series, variant) pair in a shuffled order; kinds take turns.
    const pairs = kinds.map(() => random.shuffle(SERIES.flatMap((s) => variants.map((v) => [s, v] as const))))
    const cursor = kinds.map(() => 0)

    for (let i = 0; i < PRODUCTS_PER_CATEGORY; i++) {
      const kindIndex = i % kinds.length
      const kind = kinds[kindIndex]
      let title: Text | undefined
      let chosen: readonly [Series, Variant] | undefined
      while (!title) {
        const pair = pairs[kindIndex][cursor[kindIndex]++]
        if (!pair) throw new Error(`catalogue: ran out of titles for ${categoryKey}/${kind.key}`)
        const candidate = composeTitle(kind, pair[0], pair[1])
        if (CATALOGUE_LANGS.every((lang) => !seenTitles.get(lang)!.has(candidate[lang]))) {
          title = candidate
          chosen = pair
        }
      }
      for (const lang of CATALOGUE_LANGS) seenTitles.get(lang)!.add(title[lang])
      const [series, variant] = chosen!

      const shopIndex = shopIndexes[(i + shopOffset) % shopIndexes.length]
      const key = `${kebab(categoryKey)}-${kind.key}-${series.key}-${variant.key}`
      const options = chooseOptions(random, kind)
      const [min, max] = kind.price
      const baseCents = random.int(min * 100, max * 100)
      const ending = random.pick([99, 99, 90, 50, 0])
      const skus: SkuSeed[] = options.map((option) => ({
        key: `${key}-${option.key}`,
        label: { ...option.label },
        price: formatCents(charm(Math.round((baseCents * (100 + option.pct)) / 100), ending)),
        stock: random.chance(0.06) ? 0 : random.int(3, 480),
      }))
      const sales = random.chance(0.1) ? 0 : Math.floor(random.int(1, 60) ** 2 / 1.2)
      products.push({
        key,
        categoryKey,
        kindKey: kind.key,
        shopIndex,
        title,
        description: composeDescription(kind, SHOPS[shopIndex], options),
        skuDimension: kind.dimension.key,
        skus,
        sales,
        views: sales * random.int(4, 15) + random.int(20, 900),
        image: { hue: (look.hue + random.int(-18, 18) + 360) % 360, glyph: look.glyph },
      })
    }
  }

  return { shops, products }
}
