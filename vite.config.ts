import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
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

export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    localizedManifests(),
    staticHeaders(),
    versionedImages(),
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
        // The app shell, every route chunk and the small assets; product and blog images are
        // cached at run time as they are seen (see sw.ts), so installing stays light.
        globPatterns: ['**/*.{js,css,html,ico}', 'manifests/**/*.webmanifest', 'icons/*.{png,svg}', 'favicon.svg'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  // #app/*, #worker/*, #shared/* (tsconfig.json paths) resolve the same way in every tool.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
})
