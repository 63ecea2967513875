// The demo catalogue data: enough products in every category, real text in all six languages,
// exact prices, deterministic output and small generated images.
import { describe, expect, it } from 'vitest'
import { CATEGORY_KEYS } from '../../src/contract/catalogue-fields'
import { LANGUAGE_FILES } from '../../src/contract/fields'
import { formatCents, generateCatalogue } from '../../src/server/db/catalogue/generate-catalogue'
import { productImageSvg } from '../../src/server/db/catalogue/product-image'
import { catalogueImageSvg, productImageUrls, reviewPictureUrl, shopLogoUrl, CATALOGUE_URL_PREFIX } from '../../src/server/db/catalogue/catalogue-images'

const catalogue = generateCatalogue()
const { shops, products } = catalogue
const VI_DIACRITICS = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i

describe('demo catalogue data', () => {
  it('writes every product in the six interface languages', () => {
    for (const product of products) expect(Object.keys(product.title).sort()).toEqual([...LANGUAGE_FILES].sort())
  })

  it('has at least 200 products, 12 shops and 15 products in every category', () => {
    expect(products.length).toBeGreaterThanOrEqual(200)
    expect(shops.length).toBeGreaterThanOrEqual(12)
    for (const key of CATEGORY_KEYS) expect(products.filter((p) => p.categoryKey === key).length).toBeGreaterThanOrEqual(15)
  })

  it('gives every shop products and every product a valid shop', () => {
    for (const product of products) expect(shops[product.shopIndex]).toBeDefined()
    for (let i = 0; i < shops.length; i++) expect(products.some((p) => p.shopIndex === i)).toBe(true)
    expect(new Set(shops.map((s) => s.key)).size).toBe(shops.length)
    expect(new Set(shops.map((s) => s.name)).size).toBe(shops.length)
    for (const shop of shops) {
      for (const lang of LANGUAGE_FILES) {
        expect(shop.description[lang]).toBeTruthy()
        expect(shop.city[lang]).toBeTruthy()
      }
      expect(shop.description.vi).toMatch(VI_DIACRITICS)
    }
  })

  it('gives every product a title and description in all six languages', () => {
    for (const product of products) {
      for (const lang of LANGUAGE_FILES) {
        expect(product.title[lang].trim(), `${product.key} title ${lang}`).not.toBe('')
        expect(product.description[lang].trim(), `${product.key} description ${lang}`).not.toBe('')
        if (lang !== 'en') {
          expect(product.title[lang], `${product.key} title ${lang}`).not.toBe(product.title.en)
          expect(product.description[lang], `${product.key} description ${lang}`).not.toBe(product.description.en)
        }
      }
      expect(product.title.vi, product.key).toMatch(VI_DIACRITICS)
      expect(product.description.vi, product.key).toMatch(VI_DIACRITICS)
      expect(product.title['zh-CN'], product.key).toMatch(/\p{Script=Han}/u)
      expect(product.title.ja, product.key).toMatch(/[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Han}]/u)
      expect(product.title.ko, product.key).toMatch(/\p{Script=Hangul}/u)
      expect(product.title.th, product.key).toMatch(/\p{Script=Thai}/u)
    }
  })

  it('has unique titles per language and unique product and SKU keys', () => {
    for (const lang of LANGUAGE_FILES) expect(new Set(products.map((p) => p.title[lang])).size).toBe(products.length)
    expect(new Set(products.map((p) => p.key)).size).toBe(products.length)
    const skuKeys = products.flatMap((p) => p.skus.map((s) => s.key))
    expect(new Set(skuKeys).size).toBe(skuKeys.length)
    for (const product of products) expect(product.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('has 1 to 4 SKUs with exact decimal prices and whole stock', () => {
    for (const product of products) {
      expect(product.skus.length).toBeGreaterThanOrEqual(1)
      expect(product.skus.length).toBeLessThanOrEqual(4)
      expect(new Set(product.skus.map((s) => s.label.en)).size).toBe(product.skus.length)
      for (const sku of product.skus) {
        expect(sku.price).toMatch(/^\d+\.\d{2}$/)
        expect(Number(sku.price)).toBeGreaterThan(0)
        expect(Number.isInteger(sku.stock)).toBe(true)
        expect(sku.stock).toBeGreaterThanOrEqual(0)
        for (const lang of LANGUAGE_FILES) expect(sku.label[lang]).toBeTruthy()
      }
    }
    // Some SKUs are sold out and some products have several SKUs, so the demo shows both.
    expect(products.some((p) => p.skus.some((s) => s.stock === 0))).toBe(true)
    expect(products.some((p) => p.skus.length === 4)).toBe(true)
    expect(products.some((p) => p.skus.length === 1)).toBe(true)
  })

  it('formats cents exactly', () => {
    expect(formatCents(1290)).toBe('12.90')
    expect(formatCents(5)).toBe('0.05')
    expect(formatCents(109999)).toBe('1099.99')
    expect(() => formatCents(0)).toThrow()
    expect(() => formatCents(12.5)).toThrow()
  })

  it('is deterministic, and another seed gives another catalogue', () => {
    expect(generateCatalogue()).toEqual(catalogue)
    expect(generateCatalogue(42)).toEqual(catalogue)
    expect(generateCatalogue(7)).not.toEqual(catalogue)
    expect(generateCatalogue(7)).toEqual(generateCatalogue(7))
  })

  it('finds mobile phones in Vietnamese and Chinese', () => {
    const phones = products.filter((p) => p.categoryKey === 'mobilePhone')
    expect(phones.some((p) => p.title.vi.toLowerCase().includes('điện thoại'))).toBe(true)
    expect(phones.some((p) => p.title['zh-CN'].includes('手机'))).toBe(true)
    // An accent-free search ("dien thoai") matches once diacritics are folded away.
    const fold = (text: string) => text.normalize('NFD').replace(/\p{Mn}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase()
    expect(phones.some((p) => fold(p.title.vi).includes('dien thoai'))).toBe(true)
  })

  it('draws a small SVG for every product', () => {
    for (const product of products) {
      for (const svg of [productImageSvg(product), productImageSvg(product, 480, 1), productImageSvg(product, 480, 2)]) {
        expect(svg.startsWith('<svg')).toBe(true)
        expect(svg.endsWith('</svg>')).toBe(true)
        expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(4096)
        expect(svg).not.toMatch(/NaN|undefined/)
        // Every opened element is closed (or self-closed).
        const opened = svg.match(/<[a-zA-Z][^>]*[^/]>/g)?.length ?? 0
        const closed = svg.match(/<\/[a-zA-Z]+>/g)?.length ?? 0
        expect(opened).toBe(closed)
      }
      expect(productImageSvg(product)).toBe(productImageSvg(product))
    }
    expect(productImageSvg(products[0], 240)).toContain('width="240"')
  })

  it('draws demo pictures without words: the same picture in every language', () => {
    const path = (url: string) => url.slice(CATALOGUE_URL_PREFIX.length)
    const pictures = [
      ...products.flatMap((product) => productImageUrls(product.key)),
      ...shops.map((shop) => shopLogoUrl(shop.key)),
      reviewPictureUrl(`${products[0]!.key}-r1`, 1),
    ]
    for (const url of pictures) {
      const svg = catalogueImageSvg(path(url))
      expect(svg, url).toMatch(/^<svg/)
      expect(svg, url).not.toMatch(/<text|<tspan|<foreignObject/)
    }
  })
})
