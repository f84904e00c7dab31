// The architecture rules check themselves: the real .oxlintrc.json, run by the real oxlint on a
// small project laid out like this one, must fail on a cross-feature import, an import cycle,
// browser code in the server and HTTP in a service; the file must be what scripts/lint-config.ts
// writes, and that script's feature list must be the folders of app/src/features.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FEATURES, lintConfigText } from './lint-config'

const root = join(__dirname, '..')
const oxlint = join(root, 'node_modules/oxlint/bin/oxlint')

const sandbox = mkdtempSync(join(tmpdir(), 'lint-rules-'))
afterAll(() => rmSync(sandbox, { recursive: true, force: true }))
cpSync(join(root, '.oxlintrc.json'), join(sandbox, '.oxlintrc.json'))
cpSync(join(root, 'tsconfig.json'), join(sandbox, 'tsconfig.json'))

/** Writes the files of one probe project and lints it; returns oxlint's report (empty when clean). */
function lint(name: string, files: Record<string, string>): string {
  const dir = join(sandbox, name)
  cpSync(join(sandbox, '.oxlintrc.json'), join(dir, '.oxlintrc.json'), { force: true })
  cpSync(join(sandbox, 'tsconfig.json'), join(dir, 'tsconfig.json'), { force: true })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  try {
    execFileSync(process.execPath, [oxlint, '--format', 'unix', '.'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' })
    return ''
  } catch (error) {
    return String((error as { stdout?: string }).stdout)
  }
}

describe('lint rules', () => {
  it('are the file scripts/lint-config.ts writes', () => {
    expect(readFileSync(join(root, '.oxlintrc.json'), 'utf8'), 'run `npx tsx scripts/lint-config.ts` (never edit .oxlintrc.json by hand)').toBe(lintConfigText())
  })

  it('give every feature folder its no-cross-feature rule', () => {
    const folders = readdirSync(join(root, 'app/src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    expect([...FEATURES].sort(), 'FEATURES in scripts/lint-config.ts lists the folders of app/src/features').toEqual(folders.sort())
  })

  it('accept imports that follow the layers', () => {
    expect(
      lint('clean', {
        'shared/pricing/money.ts': 'export const cents = 1\n',
        'app/src/lib/format.ts': "import { cents } from '#shared/pricing/money'\nexport const format = () => String(cents)\n",
        'app/src/features/cart/cart-panel.ts': "import { format } from '#app/lib/format'\nimport { line } from './cart-line'\nexport const panel = () => format() + line\n",
        'app/src/features/cart/cart-line.ts': 'export const line = 1\n',
      }),
    ).toBe('')
  })

  it('refuse a feature importing another feature', () => {
    const report = lint('cross-feature', {
      'app/src/features/cart/cart-panel.ts': "import { page } from '#app/features/checkout/checkout-page'\nexport const panel = page\n",
      'app/src/features/checkout/checkout-page.ts': 'export const page = 1\n',
    })
    expect(report).toMatch(/cart-panel\.ts.*no-restricted-imports/)
  })

  it('refuse an import cycle', () => {
    const report = lint('cycle', {
      'app/src/lib/a.ts': "import { b } from '#app/lib/b'\nexport const a = () => b()\n",
      'app/src/lib/b.ts': "import { a } from '#app/lib/a'\nexport const b = () => (a ? 1 : 0)\n",
    })
    expect(report).toMatch(/no-cycle/)
  })

  it('refuse browser code in the server, and the server in the app', () => {
    const report = lint('sides', {
      'worker/src/routes/x.ts': "import { cart } from '#app/lib/cart'\nexport const x = cart\n",
      'app/src/lib/cart.ts': "import { db } from '#worker/db/client'\nexport const cart = db\n",
      'worker/src/db/client.ts': 'export const db = 1\n',
    })
    expect(report).toMatch(/routes\/x\.ts.*no-restricted-imports/)
    expect(report).toMatch(/lib\/cart\.ts.*no-restricted-imports/)
  })

  it('refuse a file name that is not kebab-case', () => {
    expect(lint('names', { 'app/src/lib/CartStore.ts': 'export const cart = 1\n' })).toMatch(/CartStore\.ts.*filename-case/)
  })

  it('refuse HTTP in a service and ../ imports', () => {
    const report = lint('service', {
      'worker/src/services/orders.ts': "import { Hono } from 'hono'\nimport { x } from '../http/errors'\nexport const orders = [Hono, x]\n",
      'worker/src/http/errors.ts': 'export const x = 1\n',
    })
    expect(report).toMatch(/services\/orders\.ts.*no-restricted-imports/)
    expect(report).toMatch(/no-relative-parent-imports/)
  })
})
