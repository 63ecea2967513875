// Shop calls: hot shops, one shop, following and unfollowing (docs/api-conventions.md#paths).
import * as z from 'zod/mini'
import { defineCall } from './call'
import { shopCard, shopId } from './catalogue-fields'
import { integer, pageOf, pageQuery } from './fields'

export const hotShops = defineCall({
  method: 'GET',
  path: '/api/shop/hot',
  access: 'public',
  summary: 'Shops with the most sales; paged',
  query: pageQuery,
  data: pageOf(shopCard),
})

export const shopDetail = defineCall({
  method: 'GET',
  path: '/api/shop/detail',
  access: 'public',
  summary: 'One shop: fans, favourable rate, total sales, and whether the shopper follows it',
  query: z.object({ id: shopId }),
  data: z.extend(shopCard, {
    description: z.string(),
    /** Whether the logged-in shopper follows the shop; false for a visitor. */
    followed: z.boolean(),
  }),
})
export type ShopDetail = z.output<(typeof shopDetail)['data']>

const followAnswer = z.object({ followed: z.boolean(), fans: integer() })

export const followShop = defineCall({
  method: 'POST',
  path: '/api/shop/follow',
  access: 'user',
  summary: 'Follow a shop (following twice changes nothing)',
  body: z.object({ shop_id: shopId }),
  data: followAnswer,
})

export const unfollowShop = defineCall({
  method: 'POST',
  path: '/api/shop/unfollow',
  access: 'user',
  summary: 'Stop following a shop (unfollowing twice changes nothing)',
  body: z.object({ shop_id: shopId }),
  data: followAnswer,
})

export const followedShops = defineCall({
  method: 'GET',
  path: '/api/shop/followed',
  access: 'user',
  summary: 'The shops the shopper follows, latest first; paged',
  query: pageQuery,
  data: pageOf(shopCard),
})
