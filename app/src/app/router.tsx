// The complete route table of spec §2.2, mounted under '', '/es' and '/fr'. Every screen is a
// lazy chunk that brings its own translations (decision 008), so the storefront never downloads
// dashboard or admin code or strings.
import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { enterLanguage, loadNamespaces } from '#app/lib/i18n/i18n'
import type { Language } from '#app/lib/i18n/lang-path'
import { RequireAdmin, RequireAuth } from './require-auth'
import { RootLayout } from './layouts/root-layout'
import { StorefrontLayout } from './layouts/storefront-layout'
import { NotFoundPage } from './not-found-page'
import { RouteError } from './route-error'

/**
 * A lazy screen: its code and its namespaces (in the language of the route tree it is mounted
 * in) load together, and it renders only once both are there.
 */
const pagesIn =
  (lang: Language) =>
  <M,>(namespaces: readonly string[], load: () => Promise<M>, pick: (m: M) => ComponentType): RouteObject['lazy'] =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(lang, namespaces)])
    return { Component: pick(module) }
  }

/** Screens that cannot work offline; NetworkGate tells the shopper instead of failing. */
export const needsNetwork = { needsNetwork: true } as const

const AUTH = ['auth', 'validation']
const CATALOGUE_ADMIN = ['admin', 'catalogue-admin', 'validation']

function storefront(lang: Language): RouteObject[] {
  const page = pagesIn(lang)
  return [
    { index: true, lazy: page(['home'], () => import('#app/features/home/home-page'), (m) => m.HomePage) },
    { path: 'our-essence', lazy: page(['content'], () => import('#app/features/content/our-essence-page'), (m) => m.OurEssencePage) },
    { path: 'shop', lazy: page(['shop'], () => import('#app/features/catalogue/shop-page'), (m) => m.ShopPage) },
    { path: 'product/:id', lazy: page(['product'], () => import('#app/features/catalogue/product-page'), (m) => m.ProductPage) },
    { path: 'size-guide', lazy: page(['size-guide'], () => import('#app/features/size-guide/size-guide-page'), (m) => m.SizeGuidePage) },
    { path: 'faq', lazy: page(['faq'], () => import('#app/features/content/faq-page'), (m) => m.FaqPage) },
    { path: 'contact', lazy: page(['contact', 'validation'], () => import('#app/features/contact/contact-page'), (m) => m.ContactPage) },
    { path: 'checkout', handle: needsNetwork, lazy: page(['checkout', 'validation'], () => import('#app/features/checkout/checkout-page'), (m) => m.CheckoutPage) },
    {
      path: 'order-confirmation/:orderId',
      handle: needsNetwork,
      lazy: page(['checkout'], () => import('#app/features/checkout/order-confirmation-page'), (m) => m.OrderConfirmationPage),
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
    { path: 'blog', lazy: page(['blog'], () => import('#app/features/blog/blog-page'), (m) => m.BlogPage) },
    { path: 'blog/:slug', lazy: page(['blog'], () => import('#app/features/blog/article-page'), (m) => m.ArticlePage) },
    { path: 'wholesale', lazy: page([], () => import('#app/features/wholesale/wholesale-page'), (m) => m.WholesalePage) },
    { path: 'unsubscribe', lazy: page(['newsletter', 'validation'], () => import('#app/features/newsletter/unsubscribe-page'), (m) => m.UnsubscribePage) },
  ]
}

// Signed-in area (spec §2.8), inside RequireAuth and the customer-area layout (see localeTree).
const AREA = ['dashboard', 'status']

function dashboard(lang: Language): RouteObject[] {
  const page = pagesIn(lang)
  return [
    { path: 'dashboard', handle: needsNetwork, lazy: page(AREA, () => import('#app/features/dashboard/dashboard-page'), (m) => m.DashboardPage) },
    { path: 'dashboard/orders', handle: needsNetwork, lazy: page(AREA, () => import('#app/features/dashboard/orders-page'), (m) => m.OrdersPage) },
    { path: 'dashboard/loyalty', handle: needsNetwork, lazy: page(AREA, () => import('#app/features/dashboard/loyalty-page'), (m) => m.LoyaltyPage) },
    {
      // Wholesale buyers only (spec §6: a required role must match exactly, else /dashboard).
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

// Back office (spec §2.9), admin and staff only: inside RequireAdmin and the admin layout.
function admin(lang: Language): RouteObject[] {
  const page = pagesIn(lang)
  return [
    { path: 'admin/orders', handle: needsNetwork, lazy: page(['admin'], () => import('#app/features/admin/admin-orders-page'), (m) => m.AdminOrdersPage) },
    { path: 'admin/wholesale', handle: needsNetwork, lazy: page(['admin'], () => import('#app/features/admin/admin-wholesale-page'), (m) => m.AdminWholesalePage) },
    { path: 'admin/inventory', handle: needsNetwork, lazy: page(['admin'], () => import('#app/features/admin/admin-inventory-page'), (m) => m.AdminInventoryPage) },
    { path: 'admin/users', handle: needsNetwork, lazy: page(['admin'], () => import('#app/features/admin/admin-users-page'), (m) => m.AdminUsersPage) },
    { path: 'admin/products', handle: needsNetwork, lazy: page(CATALOGUE_ADMIN, () => import('#app/features/catalogue-admin/products-page'), (m) => m.ProductsPage) },
    { path: 'admin/products/:id', handle: needsNetwork, lazy: page(CATALOGUE_ADMIN, () => import('#app/features/catalogue-admin/product-editor-page'), (m) => m.ProductEditorPage) },
  ]
}

function localeTree(prefix: string, lang: Language): RouteObject {
  const page = pagesIn(lang)
  return {
    path: prefix,
    errorElement: <RouteError />,
    // Entering this language (first load, or the switcher) loads what is on show in it first,
    // so the page changes language in one step. Navigating inside the tree does not run it again.
    loader: async () => {
      await enterLanguage(lang)
      return null
    },
    shouldRevalidate: () => false,
    HydrateFallback: () => null,
    children: [
      { element: <StorefrontLayout />, children: [...storefront(lang), { path: '*', element: <NotFoundPage /> }] },
      // The guards are tiny and load with the shell; the layouts are lazy chunks like the pages.
      { element: <RequireAuth />, children: [{ lazy: page(['dashboard'], () => import('./layouts/dashboard-layout'), (m) => m.DashboardLayout), children: dashboard(lang) }] },
      { element: <RequireAdmin />, children: [{ lazy: page(['admin'], () => import('./layouts/admin-layout'), (m) => m.AdminLayout), children: admin(lang) }] },
    ],
  }
}

export const routes: RouteObject[] = [
  { element: <RootLayout />, children: [localeTree('/', 'en'), localeTree('/es', 'es'), localeTree('/fr', 'fr')] },
]

export const createRouter = () => createBrowserRouter(routes)
