// Shipping addresses (docs/product/entities.md#shipping-address, docs/api-conventions.md#paths:
// /api/user/address_*): list, one, add or edit, set as default, delete. A shopper has at most one
// default; the first address becomes it.
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { integer, mobile, pageOf, pageQuery } from './fields'

export const addressId = idOf('msg.addressNotFound')

/** Addresses one shopper may keep (msg.addressBookFull beyond). */
export const MAX_ADDRESSES = 20

/** Area, detailed address and tag share one message (docs/product/rules.md#validation-messages). */
const addressPart = (max: number) =>
  z.string({ error: 'msg.fillAreaDetailTag' }).check(z.trim(), z.minLength(1, 'msg.fillAreaDetailTag'), z.maxLength(max, 'msg.addressTooLong'))

export const addressFields = z.object({
  addressee: z.string({ error: 'msg.addresseeRequired' }).check(z.trim(), z.minLength(1, 'msg.addresseeRequired'), z.maxLength(50, 'msg.nameTooLong')),
  mobile,
  area: addressPart(100),
  detail: textBlock(addressPart(200)),
  tag: addressPart(20),
})

export const address = z.object({
  id: integer(),
  addressee: z.string(),
  mobile: z.string(),
  area: z.string(),
  detail: z.string(),
  tag: z.string(),
  is_default: z.boolean(),
})
export type Address = z.output<typeof address>

export const addressList = defineCall({
  method: 'GET',
  path: '/api/user/address_list',
  access: 'user',
  summary: "The shopper's addresses, the default first",
  query: pageQuery,
  data: pageOf(address),
})

export const addressDetail = defineCall({
  method: 'GET',
  path: '/api/user/address',
  access: 'user',
  summary: 'One of the shopper’s addresses',
  query: z.object({ id: addressId }),
  data: address,
})

export const addressSave = defineCall({
  method: 'POST',
  path: '/api/user/address_add',
  access: 'user',
  summary: 'Add an address, or change one when `id` is given',
  body: z.extend(addressFields, {
    id: z.optional(addressId),
    /** Make it the default (the first address always is). */
    is_default: z.optional(z.boolean()),
  }),
  data: address,
})

export const addressSetDefault = defineCall({
  method: 'POST',
  path: '/api/user/address_set_default',
  access: 'user',
  summary: 'Make one address the default (the previous default stops being it)',
  body: z.object({ id: addressId }),
  data: address,
})

export const addressDelete = defineCall({
  method: 'GET',
  path: '/api/user/address_del',
  access: 'user',
  summary: 'Delete an address (deleting the default makes the newest remaining one the default)',
  query: z.object({ id: addressId }),
  data: z.null(),
})
