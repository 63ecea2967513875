// A product tile drawn on this machine: a gradient from the product's hue and a plain geometric
// shape for its category, drawn with SVG shapes (no emoji, no icon fonts, no words: a picture is
// the same in every language, its title is the page's text). Deterministic and small (well under
// 4 KB), so the seed can write it to a file or serve it as image/svg+xml.
import type { Glyph } from './catalogue-data'
import type { ProductSeed } from './generate-catalogue'

export type ImageSource = Pick<ProductSeed, 'image' | 'key'>

/**
 * The shapes, in a 100 x 100 box. `F` is the light fill, `D` the dark accent (both replaced below),
 * so every shape is a short literal.
 */
const GLYPHS: Record<Glyph, string> = {
  laptop:
    '<rect x="20" y="20" width="60" height="42" rx="4" fill="F"/><rect x="25" y="25" width="50" height="32" rx="2" fill="D"/>' +
    '<path d="M10 68h80l-6 10H16z" fill="F"/>',
  bolt: '<path d="M57 8 24 56h22l-6 36 36-50H53z" fill="F"/>',
  tent:
    '<path d="M50 14 90 82H10z" fill="F"/><path d="M50 44 63 82H37z" fill="D"/><rect x="6" y="82" width="88" height="4" rx="2" fill="F"/>',
  home: '<path d="M50 14 90 48h-10v38H20V48H10z" fill="F"/><rect x="42" y="60" width="16" height="26" rx="2" fill="D"/>' +
    '<rect x="27" y="54" width="10" height="10" fill="D"/><rect x="63" y="54" width="10" height="10" fill="D"/>',
  cross:
    '<circle cx="50" cy="50" r="40" fill="F"/><rect x="42" y="24" width="16" height="52" rx="3" fill="D"/>' +
    '<rect x="24" y="42" width="52" height="16" rx="3" fill="D"/>',
  shirt:
    '<path d="M36 14 12 26l8 18 10-5v47h40V39l10 5 8-18-24-12c-2 7-7 11-14 11s-12-4-14-11z" fill="F"/>' +
    '<circle cx="50" cy="46" r="2.5" fill="D"/><circle cx="50" cy="58" r="2.5" fill="D"/><circle cx="50" cy="70" r="2.5" fill="D"/>',
  dress: '<path d="M40 10h20l-2 22 8 8 16 48H18l16-48 8-8z" fill="F"/><rect x="36" y="38" width="28" height="5" rx="2" fill="D"/>',
  bowl:
    '<path d="M12 48h76c0 22-17 36-38 36S12 70 12 48z" fill="F"/><rect x="36" y="84" width="28" height="5" rx="2" fill="F"/>' +
    '<path d="M36 38c-5-6 5-10 0-18M50 38c-5-6 5-10 0-18M64 38c-5-6 5-10 0-18" stroke="F" stroke-width="4" fill="none" stroke-linecap="round"/>',
  phone:
    '<rect x="30" y="8" width="40" height="84" rx="8" fill="F"/><rect x="34" y="16" width="32" height="62" rx="2" fill="D"/>' +
    '<circle cx="50" cy="85" r="3" fill="D"/>',
  blocks:
    '<rect x="14" y="56" width="32" height="32" rx="3" fill="F"/><rect x="54" y="56" width="32" height="32" rx="3" fill="D"/>' +
    '<rect x="34" y="18" width="32" height="32" rx="3" fill="F"/><circle cx="42" cy="14" r="4" fill="F"/><circle cx="58" cy="14" r="4" fill="F"/>',
}

/**
 * Where the shape sits in each view of the gallery: the front tile, a close-up
 * turned a little, and a smaller shape seen from the side.
 */
const VIEWS = ['translate(110 70) scale(2.6)', 'rotate(-12 240 240) translate(60 40) scale(3.6)', 'translate(150 130) scale(1.8)'] as const
/** The hue moves a little from one view to the next, as if lit differently. */
const VIEW_HUE_SHIFT = [0, 28, -24] as const

/**
 * The product tile as an SVG document (a string starting `<svg` and ending `</svg>`).
 * @param view 0 the front tile, 1 a close-up, 2 a side view
 */
export function productImageSvg(product: ImageSource, size = 480, view: 0 | 1 | 2 = 0): string {
  const hue = ((Math.round(product.image.hue + VIEW_HUE_SHIFT[view]) % 360) + 360) % 360
  const hue2 = (hue + 35) % 360
  const id = `g${view}${product.key.replace(/[^a-zA-Z0-9]/g, '').slice(0, 24)}`
  const light = 'rgba(255,255,255,0.94)'
  const dark = `hsl(${hue},45%,32%)`
  const glyph = GLYPHS[product.image.glyph].replaceAll('"F"', `"${light}"`).replaceAll('"D"', `"${dark}"`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 480 480">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},72%,66%)"/><stop offset="1" stop-color="hsl(${hue2},62%,42%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="480" height="480" fill="url(#${id})"/>` +
    `<circle cx="400" cy="70" r="120" fill="rgba(255,255,255,0.10)"/><circle cx="60" cy="430" r="90" fill="rgba(0,0,0,0.06)"/>` +
    `<g transform="${VIEWS[view]}">${glyph}</g>` +
    `</svg>`
  )
}
