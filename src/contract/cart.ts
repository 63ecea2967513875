// The bag (DESIGN.md section 8). The catalogue adds to it; the bag issue lists, updates and removes.
import * as z from 'zod/mini'
import { defineCall } from './call'
import { idOf, productId } from './catalogue-fields'
import { integer } from './fields'

export const MAX_LINE_QUANTITY = 99

export const cartAdd = defineCall({
  method: 'POST',
  path: '/api/cart/add',
  access: 'user',
  summary: 'Put a quantity of one SKU into the bag (added to a line of the same SKU)',
  body: z.object({
    product_id: productId,
    sku_id: idOf('msg.skuNotFound'),
    quantity: z.coerce.number({ error: 'msg.quantityInvalid' }).check(z.int('msg.quantityInvalid'), z.minimum(1, 'msg.quantityInvalid'), z.maximum(MAX_LINE_QUANTITY, 'msg.quantityInvalid')),
  }),
  data: z.object({
    /** The bag line. */
    id: integer(),
    quantity: integer(),
    /** Lines in the bag now. */
    lines: integer(),
  }),
})
