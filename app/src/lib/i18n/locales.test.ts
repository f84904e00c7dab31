// Every key in every namespace must exist in en, es and fr, and no value may be empty; every
// namespace the code asks for exists, and each loads on its own (decision 008); every API error
// code's text exists (decision 030).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ERROR_CODES, messageKeyOf } from '#shared/errors/catalogue'
import { CHROME_NAMESPACES, createI18n, loadNamespaces, readBundle } from './i18n'

const root = join(__dirname, '../../locales')
const langs = ['en', 'es', 'fr'] as const

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
  }
  return [prefix]
}

function load(lang: string) {
  const out: Record<string, Record<string, unknown>> = {}
  for (const file of readdirSync(join(root, lang))) {
    if (file.endsWith('.json')) out[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(root, lang, file), 'utf8'))
  }
  return out
}

describe('locales', () => {
  const all = Object.fromEntries(langs.map((l) => [l, load(l)])) as Record<(typeof langs)[number], ReturnType<typeof load>>
  const namespaces = new Set(langs.flatMap((l) => Object.keys(all[l])))

  it('has the same namespaces in every language', () => {
    for (const lang of langs) expect(Object.keys(all[lang]).sort(), lang).toEqual([...namespaces].sort())
  })

  // In English; the tests below find any key Spanish or French lacks.
  it('has the text of every API error code in the error catalogue', () => {
    const exists = (key: string) => {
      const [ns, path] = key.split(':') as [string, string]
      return keys(all.en[ns] ?? {}).includes(path)
    }
    expect(ERROR_CODES.filter((code) => !exists(messageKeyOf(code)))).toEqual([])
  })

  for (const ns of namespaces) {
    it(`namespace "${ns}" has every key in en, es and fr`, () => {
      const byLang = langs.map((l) => new Set(keys(all[l][ns] ?? {})))
      const union = new Set(byLang.flatMap((s) => [...s]))
      for (const [i, lang] of langs.entries()) {
        const missing = [...union].filter((k) => !byLang[i]!.has(k))
        expect(missing, `${lang}/${ns}.json is missing keys`).toEqual([])
      }
    })
    // Icons are drawn (lucide), never typed: the browser journeys look for these on the pages of one language each.
    it(`namespace "${ns}" draws no icon as a glyph`, () => {
      for (const lang of langs) expect(JSON.stringify(all[lang][ns]), `${lang}/${ns}.json`).not.toMatch(/[✉☏⌂◌∿✂◎☁✓✕]/)
    })
    it(`namespace "${ns}" has no empty strings`, () => {
      for (const lang of langs) {
        const flat = JSON.stringify(all[lang][ns])
        expect(flat.includes('""'), `${lang}/${ns}.json has an empty value`).toBe(false)
      }
    })
  }
})

/** Every source file of the app, as text. */
function sources(dir = join(__dirname, '../..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : []
  })
}

describe('namespaces in the code', () => {
  const existing = new Set(readdirSync(join(root, 'en')).map((f) => f.replace(/\.json$/, '')))
  const code = sources().join('\n')
  const named = new Set([
    ...CHROME_NAMESPACES,
    ...[...code.matchAll(/useTranslation\('([\w-]+)'\)/g)].map((m) => m[1]!),
    ...[...code.matchAll(/\bns="([\w-]+)"/g)].map((m) => m[1]!),
    // The namespaces routes and lazy parts load with their code: page(['home'], …), loadNamespaces(lang, ['…'])
    ...[...code.matchAll(/(?:page\(|loadNamespaces\([^,]+, )\[([^\]]*)\]/g)].flatMap((m) => [...m[1]!.matchAll(/'([\w-]+)'/g)].map((n) => n[1]!)),
  ])

  it('asks only for namespaces that exist', () => {
    expect(named.size).toBeGreaterThan(10)
    expect([...named].filter((ns) => !existing.has(ns))).toEqual([])
  })

  it('loads each namespace in each language on its own chunk, and only what is asked for', async () => {
    for (const lang of langs) for (const ns of existing) expect(await readBundle(lang, ns), `${lang}/${ns}`).toEqual(load(lang)[ns])
    const i18n = createI18n('es', {})
    await loadNamespaces('es', ['contact', 'validation'], i18n)
    expect(i18n.hasResourceBundle('es', 'contact')).toBe(true)
    expect(i18n.hasResourceBundle('en', 'contact')).toBe(false)
    expect(i18n.hasResourceBundle('es', 'admin')).toBe(false)
    const spanishContact = load('es').contact as { form: { submit: string } }
    expect(i18n.t('contact:form.submit')).toBe(spanishContact.form.submit)
  })
})

