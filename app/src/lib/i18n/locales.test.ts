// Every key in every namespace must exist in en, es and fr, and no value may be empty.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

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

  for (const ns of namespaces) {
    it(`namespace "${ns}" has every key in en, es and fr`, () => {
      const byLang = langs.map((l) => new Set(keys(all[l][ns] ?? {})))
      const union = new Set(byLang.flatMap((s) => [...s]))
      for (const [i, lang] of langs.entries()) {
        const missing = [...union].filter((k) => !byLang[i]!.has(k))
        expect(missing, `${lang}/${ns}.json is missing keys`).toEqual([])
      }
    })
    it(`namespace "${ns}" has no empty strings`, () => {
      for (const lang of langs) {
        const flat = JSON.stringify(all[lang][ns])
        expect(flat.includes('""'), `${lang}/${ns}.json has an empty value`).toBe(false)
      }
    })
  }
})
