// The picture a storefront page opens on, for the html to ask for at once (<link rel="preload">):
// /home's first hot product and a product page's first picture. Without it the browser finds the
// page's largest picture only after the app's code, then the page's data, have come. A product
// page opens on its picture, full width under the bar, so the boot markup shows it there already
// (`inBoot`): the app's gallery then draws the same picture in the same place.
import type { Services } from '../services/create-services'

const DETAIL = /^\/detail\/(\d{1,9})(?:\/|$)/
/** The hot products /home asks for first (src/app/views/home/home-page.tsx). */
const HOME_FIRST_PAGE = { page: 1, limit: 10 }

export interface PagePicture {
  src: string
  /** The page opens on it, full width under the bar: the boot markup may show it. */
  inBoot: boolean
}

export type FirstPicture = (path: string) => Promise<PagePicture | undefined>

export function firstPictureOf(products: Services['products']): FirstPicture {
  return async (path) => {
    try {
      if (path === '/' || path === '/home') return pictureOf((await products.hot(HOME_FIRST_PAGE.page, HOME_FIRST_PAGE.limit, 'en')).list[0]?.image, false)
      const id = DETAIL.exec(path)?.[1]
      if (id) return pictureOf((await products.detail(Number(id), 'en')).images[0], true)
    } catch {
      // An unknown or hidden product: its page says so, with no picture to wait for.
    }
    return undefined
  }
}

const pictureOf = (src: string | undefined, inBoot: boolean): PagePicture | undefined => (src ? { src, inBoot } : undefined)
