// The shop, favourite and bag calls of src/contract/shops.ts, favourites.ts and cart.ts.
import { cartAdd, cartList, cartMerge, cartRemove, cartSelect, cartUpdate } from '../../contract/cart'
import { favouriteList, toggleFavourite } from '../../contract/favourites'
import * as calls from '../../contract/shops'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountShopRoutes(router: CallRouter, services: Services): void {
  const { shops, favourites } = services

  mountCall(router, calls.hotShops, ({ query }, ctx) => shops.hot(query.page, query.limit, ctx.lang))

  mountCall(router, calls.shopDetail, async ({ query }, ctx) => {
    const detail = await shops.detail(query.id, ctx.lang)
    const followed = ctx.user ? await shops.isFollowing(ctx.user.userId, query.id) : false
    return { ...detail, followed }
  })

  mountCall(router, calls.followShop, ({ body }, ctx) => shops.follow(ctx.requireUser().userId, body.shop_id), { successMsg: 'msg.followSuccess' })

  mountCall(router, calls.unfollowShop, ({ body }, ctx) => shops.unfollow(ctx.requireUser().userId, body.shop_id), { successMsg: 'msg.unfollowSuccess' })

  mountCall(router, calls.followedShops, ({ query }, ctx) => shops.followed(ctx.requireUser().userId, query.page, query.limit, ctx.lang))

  mountCall(router, favouriteList, ({ query }, ctx) => favourites.list(ctx.requireUser().userId, query.page, query.limit, ctx.lang))

  mountCall(router, toggleFavourite, ({ body }, ctx) => favourites.toggle(ctx.requireUser().userId, body.product_id), {
    successMsg: (data) => (data.favourited ? 'msg.favouriteAdded' : 'msg.favouriteRemoved'),
  })

  mountCall(router, cartAdd, ({ body }, ctx) => services.cart.add(ctx.requireUser().userId, body), { successMsg: 'msg.addedToBag' })

  mountCall(router, cartList, (_, ctx) => services.cart.list(ctx.requireUser().userId, ctx.lang))

  mountCall(router, cartUpdate, ({ body }, ctx) => services.cart.update(ctx.requireUser().userId, body, ctx.lang))

  mountCall(router, cartSelect, ({ body }, ctx) => services.cart.select(ctx.requireUser().userId, body, ctx.lang))

  mountCall(router, cartRemove, ({ body }, ctx) => services.cart.remove(ctx.requireUser().userId, body.ids, ctx.lang), { successMsg: 'msg.deleteSuccess' })

  mountCall(router, cartMerge, ({ body }, ctx) => services.cart.merge(ctx.requireUser().userId, body.lines, ctx.lang))
}
