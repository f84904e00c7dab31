// The names of everything the shop stores on the device; what each holds and why is in ./db.ts.
export const STORAGE_KEYS = {
  /** IndexedDB database name. */
  database: 'forma-bella',
  /** syncState row of the catalogue and blog mirror. */
  catalogueSync: 'catalogue',
  /** localStorage: preferred language ('en' | 'es' | 'fr'). */
  language: 'preferredLanguage',
  /** localStorage: cached company details (JSON). */
  siteInfo: 'site-info',
  /** localStorage: pre-IndexedDB cart (JSON lines), migrated once. */
  legacyCart: 'cart',
} as const
