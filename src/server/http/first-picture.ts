// The picture a storefront page opens on, for the html to ask for at once (<link rel="preload">):
// /home's first hot product and a product page's first picture. Without it the browser finds the
// page's largest picture only after the app's code, then the page's data, have come. A product
// page opens on its picture, full width under the bar, so the boot markup shows it there already
// (`inBoot`): the app's gallery then draws the same picture in the same place.
import type { Services } from '../services/create-services'
import type { UploadReader } from './uploads'

const DETAIL = /^\/detail\/(\d{1,9})(?:\/|$)/
/** The hot products /home asks for first (src/app/views/home/home-page.tsx). */
const HOME_FIRST_PAGE = { page: 1, limit: 10 }

/**
 * A picture this small travels inside the html, as a data: URL, when the boot markup shows it: it
 * paints with the html, before the app's code has come, instead of after one more request (on a
 * phone, a round trip; here, one request among the app's scripts). A larger one is asked for.
 */
export const INLINE_PICTURE_MAX_BYTES = 8 * 1024

export interface PagePicture {
  src: string
  /** The page opens on it, full width under the bar: the boot markup may show it. */
  inBoot: boolean
  /** The picture itself as a data: URL, for the boot markup, when it is small enough. */
  inline?: string
}

export type FirstPicture = (path: string) => Promise<PagePicture | undefined>

export function firstPictureOf(products: Services['products'], read: UploadReader): FirstPicture {
  return async (path) => {
    try {
      if (path === '/' || path === '/home') return pictureOf((await products.hot(HOME_FIRST_PAGE.page, HOME_FIRST_PAGE.limit, 'en')).list[0]?.image, false)
      const id = DETAIL.exec(path)?.[1]
      if (id) {
        const picture = pictureOf((await products.detail(Number(id), 'en')).images[0], true)
        return picture && { ...picture, inline: await inlined(read, picture.src) }
      }
    } catch {
      // An unknown or hidden product: its page says so, with no picture to wait for.
    }
    return undefined
  }
}

/** A larger picture (or one gone) is not read at all: the html asks for it by its URL. */
async function inlined(read: UploadReader, src: string): Promise<string | undefined> {
  const upload = await read(src, INLINE_PICTURE_MAX_BYTES)
  if (!upload) return undefined
  return `data:${upload.type};base64,${Buffer.from(upload.body).toString('base64')}`
}

const pictureOf = (src: string | undefined, inBoot: boolean): PagePicture | undefined => (src ? { src, inBoot } : undefined)
