// Translations load with what uses them (decision 008). Each app/src/locales/<lng>/<namespace>.json
// is its own chunk, read through a tiny i18next backend over dynamic imports:
// - before the first render: the chrome's namespaces (CHROME_NAMESPACES), in the page's language only;
// - each route declares its namespaces, and its lazy() loads them with its code (app/router.tsx),
//   so a page never renders before its strings are there (no flash of keys);
// - entering another language (the /es or /fr route tree) loads every namespace in use in that
//   language before the switch, so the page changes language in one step.
// The service worker precaches every chunk, so all languages stay available offline.
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, type Language } from './lang-path'

/** Strings of the layouts, header, footer, cart panel, guards and offline notices. */
export const CHROME_NAMESPACES = ['common', 'offline', 'cart'] as const

const bundles = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json')

/** One namespace in one language, from its own chunk. */
export async function readBundle(lng: string, ns: string): Promise<ResourceKey> {
  const load = bundles[`../../locales/${lng}/${ns}.json`]
  if (!load) throw new Error(`No translations for ${lng}/${ns}`)
  return (await load()).default
}

/** Lets i18next (and react-i18next's Suspense, as a safety net) load a namespace it is asked for. */
const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(lng, ns, callback) {
    readBundle(lng, ns).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

const options = (lng: Language) => ({
  lng,
  // Every key exists in every language (locales.test.ts), so nothing falls back: a Spanish page
  // never downloads English strings.
  fallbackLng: false as const,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: [...CHROME_NAMESPACES],
  interpolation: { escapeValue: false },
  returnNull: false,
})

/** The app's instance; started by boot.tsx, used by the router to load each route's namespaces. */
export const i18n: I18n = i18next.createInstance()

/** Loads the chrome in `lng` and resolves when the first render can happen. */
export async function startI18n(lng: Language): Promise<I18n> {
  await i18n.use(localeBackend).use(initReactI18next).init(options(lng))
  return i18n
}

/**
 * An instance that stays in one language, with the chrome loaded: the server keeps one per
 * language for every page it draws (decision 010); pages add their namespaces as they need them.
 */
export async function createLanguageInstance(lng: Language): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance.use(localeBackend).use(initReactI18next).init(options(lng))
  return instance
}

const pending = new WeakMap<I18n, Map<string, Promise<void>>>()

/** Loads these namespaces in `lng` (each once; concurrent callers share the request). */
export async function loadNamespaces(lng: Language, namespaces: readonly string[], instance: I18n = i18n): Promise<void> {
  let loads = pending.get(instance)
  if (!loads) pending.set(instance, (loads = new Map()))
  await Promise.all(
    namespaces.map((ns) => {
      if (instance.hasResourceBundle(lng, ns)) return undefined
      const key = `${lng}/${ns}`
      let load = loads.get(key)
      if (!load) {
        load = readBundle(lng, ns)
          .then((data) => void instance.addResourceBundle(lng, ns, data, true, true))
          .finally(() => loads.delete(key))
        loads.set(key, load)
      }
      return load
    }),
  )
}

/** Every namespace loaded so far, in any language: what the screens on show may ask for. */
function namespacesInUse(instance: I18n): string[] {
  return [...new Set([...CHROME_NAMESPACES, ...Object.values(instance.store.data).flatMap((byNs) => Object.keys(byNs))])]
}

/** Switches to `lng` once everything on show can be drawn in it. */
export async function enterLanguage(lng: Language, instance: I18n = i18n): Promise<void> {
  if (instance.language === lng) return
  await loadNamespaces(lng, namespacesInUse(instance), instance)
  await instance.changeLanguage(lng)
}

/**
 * An instance with the given translations already in memory (tests): no backend, ready at once.
 */
export function createI18n(lng: Language, resources: Record<string, Record<string, ResourceKey>>): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({ ...options(lng), ns: Object.keys(resources[lng] ?? {}), resources, initAsync: false })
  return instance
}
