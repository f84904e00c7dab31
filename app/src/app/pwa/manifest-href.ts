// Where each language's manifest is served; English keeps vite-plugin-pwa's default path. Apart
// from manifest.ts so the page (manifest-link.tsx) does not bundle the manifests' texts.
// Relative import: vite.config.ts loads this file before the #shared alias applies.
import type { Language } from '../../../../shared/catalogue/catalogue'

export const manifestHref = (lang: Language) => (lang === 'en' ? '/manifest.webmanifest' : `/manifests/${lang}/manifest.webmanifest`)
