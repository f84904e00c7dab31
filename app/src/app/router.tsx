// The complete route table, mounted under '', '/es' and '/fr'. Every screen is a
// lazy chunk that brings its own translations (decision 008), so the storefront never downloads
// dashboard or admin code or strings. The same table is drawn by the server (app/server/render.tsx,
// decision 010): there the storefront pages also get loaders, which read what the page shows
// before it is drawn; in the browser the pages read the IndexedDB mirror instead.
import type { ComponentType } from 'react'
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import type { StorefrontData } from '#shared/render/storefront-render'
import type { Language } from '#app/lib/i18n/lang-path'
import { localeRouteId, type LocaleData } from '#app/lib/locale-data'
import { RequireAdmin, RequireAuth } from './require-auth'
import { RootLayout } from './layouts/root-layout'
import { StorefrontLayout } from './layouts/storefront-layout'
import { ScreenUnavailable } from './network-gate'
import { NotFoundPage } from './not-found-page'
import { RouteError } from './route-error'

/** How the route tree gets its translations: the app's i18next in the browser, the server's own there. */
type RouteStrings = {
  /** Loads these namespaces in `lang`. */
  load(lang: Language, namespaces: readonly string[]): Promise<void>
  /** Makes `lang` the language on show, once everything in use can be drawn in it. */
  enter(lang: Language): Promise<void>
}

/** What a server loader is given (`requestContext` of the static handler). */
export type ServerContext = { data: StorefrontData; lang: Language }

/** A page's server read: what it shows before the browser's mirror can answer (decision 010). */
type PageLoad = (data: StorefrontData, args: { params: LoaderFunctionArgs['params']; url: URL; lang: Language }) => unknown

type Page = { Component: ComponentType; load?: PageLoad }

const serverLoader =
  (lang: Language, load: PageLoad) =>
  ({ params, request, context }: LoaderFunctionArgs) =>
    load((context as ServerContext).data, { params, url: new URL(request.url), lang })

/**
 * A lazy screen: its code and its namespaces (in the language of the route tree it is mounted
 * in) load together, and it renders only once both are there. On the server its read comes along.
 */
const pagesIn =
  (lang: Language, { strings, server }: RouteOptions) =>
  <M,>(namespaces: readonly string[], load: () => Promise<M>, pick: (m: M) => ComponentType | Page): RouteObject['lazy'] =>
  async () => {
    let module: M
    try {
      ;[module] = await Promise.all([load(), strings.load(lang, namespaces)])
    } catch (error) {
      // The screen's code or strings could not load: opened offline before its first use (screens
      // that need the network are not installed with the shop, decision 010), or a chunk of an
      // older deployment. React Router keeps a lazy route's first result, so the screen says so
      // (offline gate, or an error with Reload) rather than leaving the page blank.
      if (server) throw error
      return { Component: ScreenUnavailable }
    }
    const picked = pick(module)
    const page: Page = typeof picked === 'function' ? { Component: picked } : picked
    return server && page.load ? { Component: page.Component, loader: serverLoader(lang, page.load) } : { Component: page.Component }
  }

type RouteOptions = { strings: RouteStrings; server?: boolean }

/** Screens that cannot work offline; NetworkGate tells the shopper instead of failing. */
export const needsNetwork = { needsNetwork: true } as const

const AUTH = ['auth', 'validation']
const CATALOGUE_ADMIN = ['admin', 'status', 'catalogue-admin', 'validation']
// The returns screens (decision 039); `validation` names each refusal as the error catalogue does.
const RETURNS = ['returns', 'validation']
// Reviewing an order's pieces and stopping review requests (decision 042).
const ORDER_REVIEWS = ['order-reviews', 'validation']

function storefront(lang: Language, options: RouteOptions): RouteObject[] {
  const page = pagesIn(lang, options)
  return [
    { index: true, lazy: page(['home'], () => import('#app/features/home/home-page'), (m) => ({ Component: m.HomePage, load: m.loadHomePage })) },
    { path: 'our-essence', lazy: page(['content'], () => import('#app/features/content/our-essence-page'), (m) => m.OurEssencePage) },
    { path: 'shop', lazy: page(['shop'], () => import('#app/features/catalogue/shop-page'), (m) => ({ Component: m.ShopPage, load: m.loadShopPage })) },
    { path: 'product/:id', lazy: page(['product'], () => import('#app/features/catalogue/product-page'), (m) => ({ Component: m.ProductPage, load: m.loadProductPage })) },
    { path: 'size-guide', lazy: page(['size-guide'], () => import('#app/features/size-guide/size-guide-page'), (m) => m.SizeGuidePage) },
    { path: 'faq', lazy: page(['faq'], () => import('#app/features/content/faq-page'), (m) => m.FaqPage) },
    { path: 'contact', lazy: page(['contact', 'validation'], () => import('#app/features/contact/contact-page'), (m) => m.ContactPage) },
    { path: 'checkout', handle: needsNetwork, lazy: page(['checkout', 'validation'], () => import('#app/features/checkout/checkout-page'), (m) => m.CheckoutPage) },
    {
      path: 'order-confirmation/:orderId',
      handle: needsNetwork,
      lazy: page(['checkout'], () => import('#app/features/checkout/order-confirmation-page'), (m) => m.OrderConfirmationPage),
    },
    // A return's pages take a guest with the order's signed link too, so they are not inside the signed-in area.
    {
      path: 'returns/new/:orderId',
      handle: needsNetwork,
      lazy: page(RETURNS, () => import('#app/features/returns/return-request-page'), (m) => m.ReturnRequestPage),
    },
    { path: 'returns/:caseId', handle: needsNetwork, lazy: page(RETURNS, () => import('#app/features/returns/return-case-page'), (m) => m.ReturnCasePage) },
    // Reviewing takes a guest with the order's signed link too, so it is not inside the signed-in area.
    {
      path: 'order-reviews/:orderId',
      handle: needsNetwork,
      lazy: page(ORDER_REVIEWS, () => import('#app/features/reviews/order-reviews-page'), (m) => m.OrderReviewsPage),
    },
    {
      path: 'reviews/unsubscribe',
      handle: needsNetwork,
      lazy: page(ORDER_REVIEWS, () => import('#app/features/reviews/review-requests-unsubscribe-page'), (m) => m.ReviewRequestsUnsubscribePage),
    },
    { path: 'login', handle: needsNetwork, lazy: page(AUTH, () => import('#app/features/auth/login-page'), (m) => m.LoginPage) },
    { path: 'register', handle: needsNetwork, lazy: page(AUTH, () => import('#app/features/auth/register-page'), (m) => m.RegisterPage) },
    { path: 'forgot-password', handle: needsNetwork, lazy: page(AUTH, () => import('#app/features/auth/forgot-password-page'), (m) => m.ForgotPasswordPage) },
    { path: 'reset-password', handle: needsNetwork, lazy: page(AUTH, () => import('#app/features/auth/reset-password-page'), (m) => m.ResetPasswordPage) },
    { path: 'privacy-policy', lazy: page(['legal'], () => import('#app/features/legal/privacy-policy-page'), (m) => m.PrivacyPolicyPage) },
    { path: 'terms-of-service', lazy: page(['legal'], () => import('#app/features/legal/terms-of-service-page'), (m) => m.TermsOfServicePage) },
    { path: 'refund-policy', lazy: page(['legal'], () => import('#app/features/legal/refund-policy-page'), (m) => m.RefundPolicyPage) },
    {
      path: 'medical-disclaimer',
      lazy: page(['legal'], () => import('#app/features/legal/medical-disclaimer-page'), (m) => m.MedicalDisclaimerPage),
    },
    { path: 'blog', lazy: page(['blog'], () => import('#app/features/blog/blog-page'), (m) => ({ Component: m.BlogPage, load: m.loadBlogPage })) },
    { path: 'blog/:slug', lazy: page(['blog'], () => import('#app/features/blog/article-page'), (m) => ({ Component: m.ArticlePage, load: m.loadArticlePage })) },
    { path: 'wholesale', lazy: page(['wholesale', 'validation'], () => import('#app/features/wholesale/wholesale-page'), (m) => m.WholesalePage) },
    { path: 'wholesale/sent', lazy: page(['wholesale', 'validation'], () => import('#app/features/wholesale/sync-centre-page'), (m) => m.SyncCentrePage) },
    { path: 'unsubscribe', lazy: page(['newsletter', 'validation'], () => import('#app/features/newsletter/unsubscribe-page'), (m) => m.UnsubscribePage) },
    {
      path: 'stock-alerts/unsubscribe',
      handle: needsNetwork,
      lazy: page(['stock-alerts', 'validation'], () => import('#app/features/catalogue/stock-alert-unsubscribe-page'), (m) => m.StockAlertUnsubscribePage),
    },
  ]
}

// Signed-in area, inside RequireAuth and the customer-area layout (see localeTree).
const AREA = ['dashboard', 'status']

function dashboard(lang: Language, options: RouteOptions): RouteObject[] {
  const page = pagesIn(lang, options)
  return [
    { path: 'dashboard', handle: needsNetwork, lazy: page(AREA, () => import('#app/features/dashboard/dashboard-page'), (m) => m.DashboardPage) },
    { path: 'dashboard/orders', handle: needsNetwork, lazy: page(AREA, () => import('#app/features/dashboard/orders-page'), (m) => m.OrdersPage) },
    { path: 'dashboard/returns', handle: needsNetwork, lazy: page([...AREA, ...RETURNS], () => import('#app/features/returns/my-returns-page'), (m) => m.MyReturnsPage) },
    { path: 'dashboard/loyalty', handle: needsNetwork, lazy: page(AREA, () => import('#app/features/dashboard/loyalty-page'), (m) => m.LoyaltyPage) },
    {
      // Wholesale buyers only: a required role must match exactly, else /dashboard.
      element: <RequireAuth role="wholesale" />,
      children: [
        {
          path: 'dashboard/wholesale',
          handle: needsNetwork,
          lazy: page(AREA, () => import('#app/features/dashboard/wholesale-account-page'), (m) => m.WholesaleAccountPage),
        },
      ],
    },
    { path: 'dashboard/profile', handle: needsNetwork, lazy: page([...AREA, 'validation'], () => import('#app/features/dashboard/profile-page'), (m) => m.ProfilePage) },
  ]
}

// Back office, admin and staff only: inside RequireAdmin and the admin layout.
function admin(lang: Language, options: RouteOptions): RouteObject[] {
  const page = pagesIn(lang, options)
  const ADMIN = ['admin', 'status', 'validation']
  return [
    { path: 'admin/orders', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-orders-page'), (m) => m.AdminOrdersPage) },
    {
      path: 'admin/wholesale',
      handle: needsNetwork,
      lazy: page([...ADMIN, 'wholesale'], () => import('#app/features/admin/admin-wholesale-page'), (m) => m.AdminWholesalePage),
    },
    { path: 'admin/inventory', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-inventory-page'), (m) => m.AdminInventoryPage) },
    { path: 'admin/discounts', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-discounts-page'), (m) => m.AdminDiscountsPage) },
    { path: 'admin/offers', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-offers-page'), (m) => m.AdminOffersPage) },
    { path: 'admin/returns', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-returns-page'), (m) => m.AdminReturnsPage) },
    {
      path: 'admin/returns/policy',
      handle: needsNetwork,
      lazy: page(ADMIN, () => import('#app/features/admin/admin-return-policy-page'), (m) => m.AdminReturnPolicyPage),
    },
    { path: 'admin/reviews', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-reviews-page'), (m) => m.AdminReviewsPage) },
    { path: 'admin/messages', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-messages-page'), (m) => m.AdminMessagesPage) },
    { path: 'admin/subscribers', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-subscribers-page'), (m) => m.AdminSubscribersPage) },
    { path: 'admin/users', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-users-page'), (m) => m.AdminUsersPage) },
    { path: 'admin/audit-log', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-audit-log-page'), (m) => m.AdminAuditLogPage) },
    { path: 'admin/operations', handle: needsNetwork, lazy: page(ADMIN, () => import('#app/features/admin/admin-operations-page'), (m) => m.AdminOperationsPage) },
    { path: 'admin/products', handle: needsNetwork, lazy: page(CATALOGUE_ADMIN, () => import('#app/features/catalogue-admin/products-page'), (m) => m.ProductsPage) },
    { path: 'admin/products/:id', handle: needsNetwork, lazy: page(CATALOGUE_ADMIN, () => import('#app/features/catalogue-admin/product-editor-page'), (m) => m.ProductEditorPage) },
  ]
}

function localeTree(prefix: string, lang: Language, options: RouteOptions): RouteObject {
  const page = pagesIn(lang, options)
  const notFound: RouteObject = { path: '*', element: <NotFoundPage /> }
  if (options.server) notFound.loader = () => data(null, { status: 404 })
  return {
    id: localeRouteId(lang),
    path: prefix,
    errorElement: <RouteError />,
    // Entering this language (first load, or the switcher) loads what is on show in it first,
    // so the page changes language in one step. Navigating inside the tree does not run it again.
    loader: async ({ context }): Promise<LocaleData> => {
      await options.strings.enter(lang)
      return options.server ? { site: (context as ServerContext).data.site() } : null
    },
    shouldRevalidate: () => false,
    HydrateFallback: () => null,
    children: [
      { element: <StorefrontLayout />, children: [...storefront(lang, options), notFound] },
      // The guards are tiny and load with the shell; the layouts are lazy chunks like the pages.
      { element: <RequireAuth />, children: [{ lazy: page(['dashboard'], () => import('./layouts/dashboard-layout'), (m) => m.DashboardLayout), children: dashboard(lang, options) }] },
      { element: <RequireAdmin />, children: [{ lazy: page(['admin'], () => import('./layouts/admin-layout'), (m) => m.AdminLayout), children: admin(lang, options) }] },
    ],
  }
}

export function createRoutes(options: RouteOptions): RouteObject[] {
  return [{ element: <RootLayout />, children: [localeTree('/', 'en', options), localeTree('/es', 'es', options), localeTree('/fr', 'fr', options)] }]
}
