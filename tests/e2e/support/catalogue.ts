// The seeded catalogue of the running server, for what browser drivers need (the same search as
// the view layer's, tests/views/support/catalogue.ts, over HTTP), found once per test file.
import * as catalogue from '../../views/support/catalogue'
import type { SkuProduct } from '../../views/support/catalogue'
import { api } from './api'

export type { SkuProduct }

const call = (baseURL: string) => (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => api(baseURL, method, path, body, token)

let anyProduct: Promise<number> | undefined
let skuProduct: Promise<SkuProduct> | undefined

export const findAnyProduct = (baseURL: string) => (anyProduct ??= catalogue.anyProduct(call(baseURL)))
export const findSkuProduct = (baseURL: string) => (skuProduct ??= catalogue.productWithSoldOutSku(call(baseURL)))

export const isFavourite = (baseURL: string, token: string, product: number) => catalogue.isFavourite(call(baseURL), token, product)
export const setFavourite = (baseURL: string, token: string, product: number, on: boolean) => catalogue.setFavourite(call(baseURL), token, product, on)
export const addToBag = (baseURL: string, token: string, product: number, sku: number, quantity: number) =>
  catalogue.addToBag(call(baseURL), token, product, sku, quantity)
