// Favourite products: the heart on the detail page and the /heart and /myFavourite lists.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { productCard, productId } from './catalogue-fields'
import { pageOf, pageQuery } from './fields'

export const favouriteList = defineCall({
  method: 'GET',
  path: '/api/favourite/list',
  access: 'user',
  summary: "The shopper's favourite products, latest first; paged",
  query: pageQuery,
  data: pageOf(productCard),
})

export const toggleFavourite = defineCall({
  method: 'POST',
  path: '/api/favourite/toggle',
  access: 'user',
  summary: 'Add a product to the favourites, or take it out when it is there',
  body: z.object({ product_id: productId }),
  data: z.object({ favourited: z.boolean() }),
})
