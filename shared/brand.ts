// The storefront's brand, in one place (the spec withholds the real trading name).
export const BRAND_NAME = 'Forma Bella'
export const TAGLINE_EN = 'Support That Shapes You'
export const SITE_ORIGIN_FALLBACK = 'http://localhost:8787'
