// The picture a storefront page opens on, for the html to ask for at once (<link rel="preload">):
// /home's first hot product and a product page's first picture. Without it the browser finds the
// page's largest picture only after the app's code, then the page's data, have come.
import type { Services } from '../services/create-services'

const DETAIL = /^\/detail\/(\d{1,9})(?:\/|$)/
/** The hot products /home asks for first (src/app/views/home/home-page.tsx). */
const HOME_FIRST_PAGE = { page: 1, limit: 10 }

export type FirstPicture = (path: string) => Promise<string | undefined>

export function firstPictureOf(products: Services['products']): FirstPicture {
  return async (path) => {
    try {
      if (path === '/' || path === '/home') return (await products.hot(HOME_FIRST_PAGE.page, HOME_FIRST_PAGE.limit, 'en')).list[0]?.image || undefined
      const id = DETAIL.exec(path)?.[1]
      if (id) return (await products.detail(Number(id), 'en')).images[0] || undefined
    } catch {
      // An unknown or hidden product: its page says so, with no picture to wait for.
    }
    return undefined
  }
}
