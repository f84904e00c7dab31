// The storefront's brand, in one place (the real trading name is withheld on purpose).
export const BRAND_NAME = 'Forma Bella'

/**
 * The shop's social profiles, linked from the footer. One place to change: confirm the real
 * handles with the business before going live.
 */
export const SOCIAL_PROFILES = {
  instagram: 'https://www.instagram.com/formabella',
  facebook: 'https://www.facebook.com/formabella',
  tiktok: 'https://www.tiktok.com/@formabella',
  pinterest: 'https://www.pinterest.com/formabella',
} as const
