import { readFileSync } from 'node:fs'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type PluginOption } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { buildManifest } from './app/src/app/pwa/manifest'
import { manifestHref } from './app/src/app/pwa/manifest-href'
import { precompress, STATIC_CACHE_RULES, versionedImages } from './scripts/vite-delivery'
import { staticAssetHeaders } from './worker/src/http/security-headers'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8787'

/** The Spanish and French manifests beside the English one vite-plugin-pwa writes. */
function localizedManifests(): Plugin {
  return {
    name: 'localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const lang of ['es', 'fr'] as const) {
        this.emitFile({ type: 'asset', fileName: manifestHref(lang).slice(1), source: JSON.stringify(buildManifest(lang), null, 2) })
      }
    },
  }
}

/** dist/_headers: the security and cache headers Workers static assets send with the files the Worker does not see. */
function staticHeaders(): Plugin {
  return {
    name: 'static-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticAssetHeaders() + STATIC_CACHE_RULES })
    },
  }
}

/**
 * Preloads the brand fonts every page shows above the fold (latin subset: the header and body in
 * Inter, the page's heading in Cormorant Garamond), so they arrive with the styles rather than
 * after them, once the hashed file names are known.
 */
function preloadFonts(files: string[]): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const assets = Object.values(ctx.bundle ?? {}).filter((chunk) => chunk.type === 'asset')
        return files.map((file) => {
          const asset = assets.find((a) => a.originalFileNames.some((name) => name.endsWith(`/${file}`)))
          if (!asset) throw new Error(`preload-fonts: ${file} is not in the build (styles.css no longer uses it?)`)
          return { tag: 'link', attrs: { rel: 'preload', href: `/${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }
        })
      },
    },
  }
}

/**
 * `virtual:client-build` for the server renderer: index.html exactly as the client build wrote it
 * (hashed entry script, styles, manifest link), which every server-drawn page is made from.
 */
function clientBuild(): Plugin {
  const id = 'virtual:client-build'
  return {
    name: 'client-build',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined
      return `export const shell = ${JSON.stringify(readFileSync('dist/index.html', 'utf8'))}`
    },
  }
}

/**
 * Chunks of the screens that need the network and, mostly, a session (sign-in, customer area,
 * back office, checkout) and their translations: the service worker caches them when first used
 * (sw.ts), so a shopper installing the shop does not download them (decision 010). Chunk names
 * come from module names (admin-orders-page-…, locales' admin-…, dashboard-layout-…).
 */
export const NETWORK_ONLY_CHUNKS = [
  'admin',
  'dashboard',
  'orders-page',
  'loyalty-page',
  'profile-page',
  'wholesale-account-page',
  'checkout',
  'order-confirmation-page',
  // The returns screens and their strings (decision 039).
  'returns',
  'return-request-page',
  'return-case-page',
  'my-returns-page',
  // Reviewing an order's pieces, stopping review requests, and their strings (decision 042).
  'order-reviews',
  'review-requests-unsubscribe-page',
  'auth',
  'login-page',
  'register-page',
  'forgot-password-page',
  'reset-password-page',
  'user-menu',
  // Sentry's browser SDK: only a shop with SENTRY_DSN loads it, so no other install downloads it (decision 033).
  'sentry-reports',
  // The profile's notification settings and the push contract, loaded only when opened (decision 043).
  'push-settings',
]

/** Plugins that only make sense for the browser's build (styles, manifests, service worker). */
const clientOnly = (plugins: PluginOption[]): PluginOption[] =>
  plugins.flat(Infinity as 1).map((p) => (p && typeof p === 'object' && 'name' in p ? { ...p, applyToEnvironment: (env: { name: string }) => env.name === 'client' } : p))

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [
    react(),
    ...clientOnly([
      tailwindcss(),
      localizedManifests(),
      staticHeaders(),
      versionedImages(),
      preloadFonts(['inter-latin-wght-normal.woff2', 'cormorant-garamond-latin-wght-normal.woff2']),
      // Service worker from app/src/sw.ts (injectManifest: it also flushes the outbox on Background
      // Sync). The app registers it itself with workbox-window (app/src/app/pwa/service-worker.ts).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: buildManifest('en'),
        includeManifestIcons: false,
        injectManifest: {
          // The app shell, the storefront's chunks in every language and the small assets; the
          // network-only screens, product and blog images (and the latin-ext fonts) are cached at run time as they are used
          // (see sw.ts), so installing stays light.
          globPatterns: ['**/*.{js,css,html,ico}', 'assets/*-latin-wght-*.woff2', 'manifests/**/*.webmanifest', 'icons/*.{png,svg}', 'favicon.svg'],
          globIgnores: NETWORK_ONLY_CHUNKS.map((name) => `assets/${name}-*.js`),
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
      precompress(),
    ]),
    clientBuild(),
  ],
  // #app/*, #worker/*, #shared/* (tsconfig.json paths) resolve the same way in every tool.
  resolve: { tsconfigPaths: true },
  // `vite build` builds the browser's app into dist/, then the server renderer into dist-server/storefront/
  // (decision 010), which reads dist/index.html: the order matters.
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!)
      await builder.build(builder.environments.ssr!)
    },
  },
  environments: {
    client: {
      build: {
        outDir: '../dist',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 400,
        rollupOptions: {
          // The app (boot.tsx) is an entry of its own, which main.tsx imports when the page has
          // painted: what it needs up front is then "initial" for the groups below, and index.html
          // names only main.tsx and the styles.
          input: { index: 'app/index.html', boot: 'app/src/boot.tsx' },
          output: {
            // What every page needs before it can hydrate (the modules main.tsx imports, directly or
            // not) comes in four files: React, the router, i18next (each changes only with its
            // version, so a returning phone keeps them) and the shop's shell, rather than one file
            // per shared module: over HTTP/1.1 (npm start) a phone opens six connections at a time,
            // and twenty small modulepreloads cost round trips (decision 010).
            codeSplitting: {
              groups: [
                // What both the entry and the app import: Vite's preload helper and the scroll memory
                // (lib/scroll-positions.ts, which saves positions before the app has loaded).
                { name: 'early', test: /preload-helper|modulepreload-polyfill|[\\/]app[\\/]src[\\/]lib[\\/](scroll-positions|storage-keys)\.ts/, priority: 5 },
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 4 },
                { name: 'router', test: /[\\/]node_modules[\\/]react-router(-dom)?[\\/]/, tags: ['$initial'], priority: 3 },
                { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, tags: ['$initial'], priority: 3 },
                // index.html's own entry (main.tsx and what only it imports) stays out of it.
                { name: 'shell', tags: ['$initial'], test: (id) => !/[\\/]app[\\/](index\.html|src[\\/](main\.tsx|styles\.css|lib[\\/]zod-jitless\.ts))/.test(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      // One self-contained ES module (React, the router and the app's code bundled in) that runs
      // on Node and on workerd alike; wrangler bundles it into the Worker (wrangler.toml [alias]).
      resolve: { noExternal: true, conditions: ['workerd', 'worker', 'module', 'import', 'default'], externalConditions: ['workerd', 'worker'] },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        // Its own folder: dist-server/ also holds npm start's compiled server (scripts/start.mjs).
        outDir: '../dist-server/storefront',
        emptyOutDir: true,
        copyPublicDir: false,
        ssr: 'src/server/render.tsx',
        sourcemap: false,
        rollupOptions: { output: { entryFileNames: 'render.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
})
