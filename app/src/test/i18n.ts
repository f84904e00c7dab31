// Every translation in memory, for component tests: the app itself loads them per route (lib/i18n/i18n.ts).
import type { ResourceKey } from 'i18next'
import { createI18n } from '#app/lib/i18n/i18n'
import type { Language } from '#app/lib/i18n/lang-path'

const files = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json', { eager: true })

const resources: Record<string, Record<string, ResourceKey>> = {}
for (const [path, module] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? []
  if (lng && ns) (resources[lng] ??= {})[ns] = module.default
}

export const testI18n = (lng: Language = 'en') => createI18n(lng, resources)
