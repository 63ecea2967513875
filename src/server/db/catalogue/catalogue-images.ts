// The pictures of the demo catalogue: their URLs (stored in the rows by the seed) and their
// drawing, made on request from the generated catalogue rather than written to disk (see
// docs/decisions.md, Catalogue): the same URL always draws the same picture.
import { CATEGORY_LOOK } from './catalogue-data'
import { generateCatalogue, type Catalogue, type ProductSeed, type ShopSeed } from './generate-catalogue'
import { productImageSvg } from './product-image'

/** The seed of the demo catalogue; the seed and the pictures must use the same one. */
export const CATALOGUE_SEED = 42
export const CATALOGUE_URL_PREFIX = '/uploads/catalogue/'

let memo: { catalogue: Catalogue; products: Map<string, ProductSeed>; shops: Map<string, ShopSeed> } | undefined

/** The demo catalogue, generated once per process. */
export function demoCatalogue() {
  if (!memo) {
    const catalogue = generateCatalogue(CATALOGUE_SEED)
    memo = {
      catalogue,
      products: new Map(catalogue.products.map((p) => [p.key, p])),
      shops: new Map(catalogue.shops.map((s) => [s.key, s])),
    }
  }
  return memo
}

/** A small stable hash of a key (FNV-1a), for choices that must not change between runs. */
export function keyHash(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** Two or three gallery pictures per product, the first being the card picture. */
export function productImageUrls(productKey: string): string[] {
  const count = 2 + (keyHash(productKey) % 2)
  return Array.from({ length: count }, (_, i) => `${CATALOGUE_URL_PREFIX}products/${productKey}-${i + 1}.svg`)
}

export function shopLogoUrl(shopKey: string): string {
  return `${CATALOGUE_URL_PREFIX}shops/${shopKey}.svg`
}

export function reviewPictureUrl(reviewKey: string, n: number): string {
  return `${CATALOGUE_URL_PREFIX}reviews/${reviewKey}-${n}.svg`
}

/** The marks a shop logo draws one of (in a 160 x 160 box): shapes only, no letters. */
const LOGO_MARKS = [
  '<path d="M44 62l8-20h56l8 20" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><rect x="48" y="66" width="64" height="46" rx="4" fill="#fff"/>',
  '<path d="M80 40l34 20v40l-34 20-34-20V60z" fill="#fff"/>',
  '<circle cx="80" cy="80" r="28" fill="#fff"/><circle cx="80" cy="80" r="12" fill="rgba(0,0,0,0.25)"/>',
  '<path d="M80 42l10 26h28l-22 16 8 28-24-17-24 17 8-28-22-16h28z" fill="#fff"/>',
] as const

/** A round logo in a colour of its own with a plain mark: a picture reads the same in every language. */
export function shopLogoSvg(shop: Pick<ShopSeed, 'key'>, size = 160): string {
  const hash = keyHash(shop.key)
  const hue = hash % 360
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 160 160">` +
    `<circle cx="80" cy="80" r="80" fill="hsl(${hue},55%,45%)"/>` +
    `<circle cx="80" cy="80" r="66" fill="none" stroke="rgba(255,255,255,0.5)" stroke-width="3"/>` +
    LOGO_MARKS[(hash >>> 9) % LOGO_MARKS.length] +
    `</svg>`
  )
}

const PRODUCT_PICTURE = /^products\/([a-z0-9-]+)-([1-3])\.svg$/
const SHOP_LOGO = /^shops\/([a-z0-9-]+)\.svg$/
const REVIEW_PICTURE = /^reviews\/([a-z0-9-]+)-r(\d{1,2})-([12])\.svg$/

/**
 * The SVG behind a catalogue URL path (the part after `/uploads/catalogue/`), or null when no
 * picture of the demo catalogue has that name.
 */
export function catalogueImageSvg(path: string): string | null {
  const { products, shops } = demoCatalogue()
  let match = PRODUCT_PICTURE.exec(path)
  if (match) {
    const product = products.get(match[1])
    const view = Number(match[2]) - 1
    if (!product || view >= productImageUrls(product.key).length) return null
    return productImageSvg({ key: product.key, image: product.image }, 480, view as 0 | 1 | 2)
  }
  match = SHOP_LOGO.exec(path)
  if (match) {
    const shop = shops.get(match[1])
    return shop ? shopLogoSvg(shop) : null
  }
  match = REVIEW_PICTURE.exec(path)
  if (match) {
    const product = products.get(match[1])
    if (!product) return null
    // A shopper's photo of what arrived: the product's shape in another light.
    const shift = (keyHash(`${match[1]}-r${match[2]}-${match[3]}`) % 120) - 60
    const image = { hue: product.image.hue + shift, glyph: CATEGORY_LOOK[product.categoryKey].glyph }
    return productImageSvg({ key: `${product.key}r${match[2]}`, image }, 480, Number(match[3]) as 1 | 2)
  }
  return null
}
