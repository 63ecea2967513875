// The catalogue calls of src/contract/catalogue.ts and currency.ts: public reads (cached by the
// services) with the logged-in shopper's own bits added per request.
import * as calls from '../../contract/catalogue'
import { currencyRates } from '../../contract/currency'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountCatalogueRoutes(router: CallRouter, services: Services): void {
  const { products } = services

  mountCall(router, calls.categoryList, (_input, ctx) => products.categories(ctx.lang))

  mountCall(router, calls.productList, ({ query }, ctx) => products.productList(query, ctx.lang))

  mountCall(router, calls.hotProducts, ({ query }, ctx) => products.hot(query.page, query.limit, ctx.lang))

  mountCall(router, calls.recommendedProducts, ({ query }, ctx) => products.recommend(query.product_id, query.page, query.limit, ctx.lang))

  mountCall(router, calls.searchSuggestions, ({ query }, ctx) => products.suggest(query.keyword, ctx.lang))

  mountCall(router, calls.productDetail, async ({ query }, ctx) => {
    const detail = await products.detail(query.id, ctx.lang)
    const favourited = ctx.user ? await services.favourites.isFavourite(ctx.user.userId, query.id) : false
    return { ...detail, favourited }
  })

  mountCall(router, calls.productSeen, ({ body }) => products.seen(body.product_id, body.visit))

  mountCall(router, calls.productEvaluations, ({ query }, ctx) => products.evaluations(query.product_id, query.page, query.limit, ctx.lang))

  mountCall(router, currencyRates, () => services.currency.rates())
}
