// The shopper app's routes as data
// (docs/product/screens.md#page-titles-scrolling-and-kept-alive-pages): each with its title key,
// whether it is kept alive, and its tab; views load as separate chunks. The root route runs the
// access guard.
import {
  createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect, type RouterHistory,
} from '@tanstack/react-router'
import * as z from 'zod/mini'
import type { HttpClient } from '../client/http-client'
import { guardAccess } from './access-guard'
import { currentLanguage, loadRestOfTexts } from '../ui/i18n'
import { loadProductDetail } from './views/catalogue/detail-route'
import { loadShopDetail } from './views/catalogue/shop-route'
import { LoadFailure, PageSkeleton } from './views/catalogue/load-failure'
import { exploreSearch } from './views/explore/explore-search'
import { filterSearch, resultsSearch } from './views/catalogue/filter-search'
import { keywordSearch } from './views/catalogue/keyword-search'
import { payCodeSearch } from './views/account/pay-code-search'
import { checkoutSearch } from './views/checkout/checkout-search'
import { addressSearch } from './views/address/address-search'
import { reviewSearch } from './views/review/review-search'
import { auditSearch, billSearch } from './views/wallet/record-search'
import { topUpSearch } from './views/wallet/top-up-search'
import { AppShell } from './shell/app-shell'
import type { SessionActor } from './session/session-actor'

export interface RouterContext {
  session: SessionActor
  http: HttpClient
}

export type TabKey = 'home' | 'explore' | 'bag' | 'me'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** locales key of the page title */
    titleKey?: string
    /**
     * the view keeps its state and scroll when left
     * (docs/product/screens.md#page-titles-scrolling-and-kept-alive-pages: Home, Explore, Bag,
     * Filter)
     */
    keepAlive?: boolean
    /** the bottom tab this page belongs to; tab pages show the tab bar */
    tab?: TabKey
    /**
     * the page opens on the first part of the texts (the build keeps there the keys of the first
     * view's code: vite.config.ts, splitTexts); any other page waits for the rest
     */
    firstTexts?: boolean
  }
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: lazyRouteComponent(() => import('./views/common/not-found-page'), 'NotFoundPage'),
  beforeLoad: async ({ context, location, preload, matches }) => {
    const texts = matches.at(-1)?.staticData?.firstTexts ? undefined : loadRestOfTexts()
    await Promise.all([guardAccess(context.session, location, preload), texts])
  },
})

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { firstTexts: true },
  beforeLoad: () => {
    throw redirect({ to: '/home' })
  },
})

function page<const P extends string>(path: P, load: () => Promise<Record<string, unknown>>, exportName: string, staticData: Parameters<typeof createRoute>[0]['staticData']) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData,
    component: lazyRouteComponent(load as () => Promise<Record<string, React.ComponentType>>, exportName),
  })
}

const loginSearch = z.object({ redirect: z.catch(z.optional(z.string()), undefined) })

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { titleKey: 'route.login' },
  validateSearch: loginSearch,
  component: lazyRouteComponent(() => import('./views/account/login-page'), 'LoginPage'),
})

/** A page whose data is loaded before it renders (not kept alive): a skeleton meanwhile, the reason when it fails. */
const detailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/detail/{-$product}/{-$mer}',
  staticData: { titleKey: 'route.detail' },
  loader: ({ context, params }) => loadProductDetail(context.http, params.product),
  pendingComponent: PageSkeleton,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('./views/catalogue/detail-page'), 'DetailPage'),
})

const shopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/shop/{-$id}',
  staticData: { titleKey: 'route.shop' },
  loader: ({ context, params }) => loadShopDetail(context.http, params.id),
  pendingComponent: PageSkeleton,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('./views/catalogue/shop-page'), 'ShopPage'),
})

/** An order with its logistics and the actions it allows; loaded again after each action. */
const orderInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orderInfo/{-$id}',
  staticData: { titleKey: 'route.orderInfo' },
  // Imported when needed: the order calls' schemas stay out of the first page.
  loader: async ({ context, params }) => (await import('./views/orders/order-route')).loadOrderDetail(context.http, params.id),
  pendingComponent: PageSkeleton,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('./views/orders/order-detail-page'), 'OrderDetailPage'),
})

/**
 * The route table's /order (docs/product/screens.md#routes) is My orders, all of them: one page,
 * one address for it.
 */
const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order',
  staticData: { titleKey: 'route.order' },
  beforeLoad: () => {
    throw redirect({ to: '/myPurchases/{-$status}', params: { status: undefined }, replace: true })
  },
})

/**
 * The platform's published texts come in the reader's language: the language is a loader dep, so
 * a page read before a language change is loaded again, not shown from the cache in the old one.
 */
const languageDeps = () => ({ lang: currentLanguage() })
// Imported when needed: the content calls' schemas stay out of the first page.
const contentLoaders = () => import('./views/content/content-route')

const helpRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/helpAndSupport',
  staticData: { titleKey: 'route.helpAndSupport' },
  loaderDeps: languageDeps,
  loader: async ({ context }) => (await contentLoaders()).loadHelp(context.http),
  pendingComponent: PageSkeleton,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('./views/content/help-page'), 'HelpPage'),
})

const lawRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/law',
  staticData: { titleKey: 'route.law' },
  loaderDeps: languageDeps,
  loader: async ({ context }) => (await contentLoaders()).loadLaw(context.http),
  pendingComponent: PageSkeleton,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('./views/content/law-page'), 'LawPage'),
})

/** An article by id or slug (`/article/terms-of-service`); an unknown one shows the server's reason. */
const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/article/{-$id}',
  staticData: { titleKey: 'route.article' },
  loaderDeps: languageDeps,
  loader: async ({ context, params }) => (await contentLoaders()).loadArticle(context.http, params.id),
  pendingComponent: PageSkeleton,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('./views/content/article-page'), 'ArticlePage'),
})

const platformRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/platform',
  staticData: { titleKey: 'route.platform' },
  loaderDeps: languageDeps,
  loader: async ({ context }) => (await contentLoaders()).loadArticles(context.http),
  pendingComponent: PageSkeleton,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('./views/content/platform-page'), 'PlatformPage'),
})

function searchPage<const P extends string>(path: P, schema: z.ZodMiniType, load: () => Promise<Record<string, unknown>>, exportName: string, staticData: Parameters<typeof createRoute>[0]['staticData']) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    staticData,
    validateSearch: schema,
    component: lazyRouteComponent(load as () => Promise<Record<string, React.ComponentType>>, exportName),
  })
}

const routeTree = rootRoute.addChildren([
  indexRoute,
  page('/home', () => import('./views/home/home-page'), 'HomePage', { titleKey: 'route.home', keepAlive: true, tab: 'home', firstTexts: true }),
  searchPage('/explore', exploreSearch, () => import('./views/explore/explore-page'), 'ExplorePage', { titleKey: 'route.explore', keepAlive: true, tab: 'explore' }),
  searchPage('/products', filterSearch, () => import('./views/catalogue/products-page'), 'ProductsPage', { titleKey: 'route.products' }),
  page('/popular', () => import('./views/catalogue/popular-page'), 'PopularPage', { titleKey: 'route.popular' }),
  searchPage('/filter', filterSearch, () => import('./views/catalogue/filter-page'), 'FilterPage', { titleKey: 'route.filter', keepAlive: true }),
  searchPage('/search', keywordSearch, () => import('./views/catalogue/search-page'), 'SearchPage', { titleKey: 'route.search' }),
  searchPage('/searchs', resultsSearch, () => import('./views/catalogue/search-results-page'), 'SearchResultsPage', { titleKey: 'route.searchResults' }),
  detailRoute,
  shopRoute,
  page('/heart', () => import('./views/catalogue/favourites-page'), 'HeartPage', { titleKey: 'route.heart' }),
  page('/myFavourite', () => import('./views/catalogue/favourites-page'), 'MyFavouritePage', { titleKey: 'route.myFavourite' }),
  page('/bag', () => import('./views/bag/bag-page'), 'BagPage', { titleKey: 'route.bag', keepAlive: true, tab: 'bag' }),
  searchPage('/checkout', checkoutSearch, () => import('./views/checkout/checkout-page'), 'CheckoutPage', { titleKey: 'route.checkout' }),
  page('/refund/{-$id}/{-$sn}/{-$product_ids}/{-$amount}', () => import('./views/refund/refund-page'), 'RefundPage', { titleKey: 'route.refund' }),
  page('/myPurchases/{-$status}', () => import('./views/orders/my-orders-page'), 'MyOrdersPage', { titleKey: 'route.myPurchases' }),
  orderInfoRoute,
  orderRoute,
  page('/withDraw', () => import('./views/wallet/withdraw-page'), 'WithdrawPage', { titleKey: 'route.withDraw' }),
  page('/withdrawalAccounts', () => import('./views/wallet/withdrawal-accounts-page'), 'WithdrawalAccountsPage', { titleKey: 'withdrawalAccounts.title' }),
  searchPage('/comment', reviewSearch, () => import('./views/review/review-page'), 'ReviewPage', { titleKey: 'route.comment' }),
  page('/profile', () => import('./views/me/profile-page'), 'ProfilePage', { titleKey: 'route.profile', tab: 'me' }),
  page('/profile/edit', () => import('./views/me/profile-edit-page'), 'ProfileEditPage', { titleKey: 'route.profileEdit' }),
  page('/notification', () => import('./views/notifications/notification-page'), 'NotificationPage', { titleKey: 'route.notification' }),
  page('/service', () => import('./views/service/service-page'), 'ServicePage', { titleKey: 'route.service' }),
  page('/services', () => import('./views/service/service-page'), 'ServicePage', { titleKey: 'route.service' }),
  page('/partnership', () => import('./views/partnership/partnership-page'), 'PartnershipPage', { titleKey: 'route.partnership' }),
  loginRoute,
  page('/register', () => import('./views/account/register-page'), 'RegisterPage', { titleKey: 'route.register' }),
  page('/forgotPassword', () => import('./views/account/forgot-password-page'), 'ForgotPasswordPage', { titleKey: 'route.forgotPassword' }),
  page('/changePassword', () => import('./views/account/change-password-page'), 'ChangePasswordPage', { titleKey: 'route.changePassword' }),
  page('/passwords', () => import('./views/account/change-password-page'), 'ChangePasswordPage', { titleKey: 'route.changePassword' }),
  searchPage('/changePayPwd', payCodeSearch, () => import('./views/account/change-pay-code-page'), 'ChangePayCodePage', { titleKey: 'route.changePayPwd' }),
  searchPage('/forgotPayPwd', payCodeSearch, () => import('./views/account/forgot-pay-code-page'), 'ForgotPayCodePage', { titleKey: 'payCodeReset.title' }),
  page('/security', () => import('./views/me/security-page'), 'SecurityPage', { titleKey: 'route.security' }),
  page('/payment', () => import('./views/me/payment-page'), 'PaymentPage', { titleKey: 'route.payment' }),
  page('/setting', () => import('./views/me/setting-page'), 'SettingPage', { titleKey: 'route.setting' }),
  page('/language', () => import('./views/me/language-page'), 'LanguagePage', { titleKey: 'route.language' }),
  searchPage('/address', addressSearch, () => import('./views/address/address-list-page'), 'AddressListPage', { titleKey: 'route.address' }),
  searchPage('/addressForm/{-$id}', addressSearch, () => import('./views/address/address-form-page'), 'AddressFormPage', { titleKey: 'route.addressForm' }),
  searchPage('/topUp', topUpSearch, () => import('./views/wallet/top-up-page'), 'TopUpPage', { titleKey: 'route.topUp' }),
  searchPage('/cardTopUp', topUpSearch, () => import('./views/wallet/recharge-page'), 'CardTopUpPage', { titleKey: 'route.cardTopUp' }),
  searchPage('/walletTopUp', topUpSearch, () => import('./views/wallet/recharge-page'), 'WalletTopUpPage', { titleKey: 'route.walletTopUp' }),
  page('/balance', () => import('./views/wallet/balance-page'), 'BalancePage', { titleKey: 'route.balance' }),
  searchPage('/topUpRecord', auditSearch, () => import('./views/wallet/top-up-record-page'), 'TopUpRecordPage', { titleKey: 'route.topUpRecord' }),
  searchPage('/depositRecord', auditSearch, () => import('./views/wallet/deposit-record-page'), 'DepositRecordPage', { titleKey: 'route.depositRecord' }),
  searchPage('/capitalRecord', billSearch, () => import('./views/wallet/capital-record-page'), 'CapitalRecordPage', { titleKey: 'route.capitalRecord' }),
  helpRoute,
  lawRoute,
  articleRoute,
  platformRoute,
])

export function createAppRouter({ history, context }: { history: RouterHistory; context: RouterContext }) {
  return createRouter({ routeTree, history, context, defaultPreload: 'intent', scrollRestoration: false })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
