// The names of everything the shop stores on the device; what each holds and why is in ./db.ts.
export const STORAGE_KEYS = {
  /** IndexedDB database name. */
  database: 'forma-bella',
  /** syncState row of the catalogue and blog mirror. */
  catalogueSync: 'catalogue',
  /** localStorage: preferred language ('en' | 'es' | 'fr'). */
  language: 'preferredLanguage',
  /** localStorage: the signed-in user as last confirmed by the server (JSON), shown while offline. */
  lastUser: 'last-user',
  /** localStorage: cached company details (JSON). */
  siteInfo: 'site-info',
  /** localStorage: ids of the products last opened on this device, newest first (JSON). */
  recentlyViewed: 'recently-viewed',
  /** sessionStorage: scroll positions of this tab's history entries (lib/scroll-positions.ts). */
  scrollPositions: 'scroll-positions',
  /** localStorage: pre-IndexedDB cart (JSON lines), migrated once. */
  legacyCart: 'cart',
} as const
