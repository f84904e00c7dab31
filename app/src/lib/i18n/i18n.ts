// i18next with every namespace bundled: app/src/locales/<lng>/<namespace>.json.
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, type Language } from './lang-path'

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true })

export const resources: Record<string, Record<string, Record<string, unknown>>> = {}
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path)
  if (!match) continue
  const [, lng, ns] = match as unknown as [string, string, string]
  ;(resources[lng] ??= {})[ns] = module.default
}

export function createI18n(lng: Language): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(resources.en ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  return instance
}
