// The web app manifest, one per language (name and description translated, start URL in that
// language). Built by vite.config.ts at build time; the app points <link rel=manifest> at the
// one of the page's language (manifest-link.tsx). Kept free of browser code: Vite runs it in Node.
// Relative imports on purpose: vite.config.ts loads this file before the #app/#shared aliases apply.
import { BRAND_NAME } from '../../../../shared/brand'
import type { Language } from '../../../../shared/catalogue/catalogue'
import en from '../../locales/en/offline.json'
import es from '../../locales/es/offline.json'
import fr from '../../locales/fr/offline.json'

type Lang = Language

const texts: Record<Lang, { manifest: { name: string; description: string } }> = { en, es, fr }

const BRAND_COLORS = { cream: '#faf6f1', cocoa: '#6b4632' } as const

export function buildManifest(lang: Lang) {
  return {
    // One app whatever the language it was installed in.
    id: '/',
    name: texts[lang].manifest.name,
    short_name: BRAND_NAME,
    description: texts[lang].manifest.description,
    lang,
    dir: 'ltr' as const,
    start_url: lang === 'en' ? '/' : `/${lang}`,
    scope: '/',
    display: 'standalone' as const,
    orientation: 'portrait' as const,
    theme_color: BRAND_COLORS.cocoa,
    background_color: BRAND_COLORS.cream,
    categories: ['shopping', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' as const },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' as const },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' as const },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' as const },
    ],
  }
}
