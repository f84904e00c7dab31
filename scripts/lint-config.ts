// The linter's configuration (decision 009), written to .oxlintrc.json. The import rules between
// layers are stated here once: each feature folder gets the same rule (it imports no other
// feature, not app/, not the server), generated from FEATURES. Run `npx tsx scripts/lint-config.ts`
// after changing this file or adding a feature folder; scripts/lint-rules.test.ts fails while
// .oxlintrc.json differs from what this writes, or a folder of app/src/features is not listed.
import { writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const LINT_CONFIG_FILE = fileURLToPath(new URL('../.oxlintrc.json', import.meta.url))

/** The folders of app/src/features, each a feature that imports no other (decision 003). */
export const FEATURES = [
  'admin',
  'auth',
  'blog',
  'cart',
  'catalogue',
  'catalogue-admin',
  'checkout',
  'contact',
  'content',
  'dashboard',
  'home',
  'legal',
  'newsletter',
  'returns',
  'reviews',
  'search',
  'size-guide',
  'wholesale',
]

/**
 * The only files that keep `../` imports: the PWA manifest modules (Vite loads them while
 * evaluating vite.config.ts, before the aliases apply), scripts, bench scripts and tests that
 * import the Node entry or the build outside the aliased folders, and the shop's release,
 * which read package.json's version.
 */
const RELATIVE_PARENT_IMPORTS_ALLOWED = [
  'app/src/app/pwa/manifest.ts',
  'scripts/start.ts',
  'bench/support/api-server.ts',
  'scripts/vite-delivery.ts',
  'worker/node-delivery.test.ts',
  'scripts/create-admin.test.ts',
  'app/src/app/pwa/manifest-href.ts',
  'bench/shop.ts',
  'bench/first-load.ts',
  'bench/lighthouse.ts',
  'bench/api.ts',
  'shared/release.ts',
]

type Pattern = { group: string[]; message: string }

const NO_SERVER: Pattern = { group: ['#worker/**'], message: 'The app reaches the server over HTTP only (shared/contracts), never by import.' }
const NO_BROWSER: Pattern = { group: ['#app/**'], message: 'The server and shared/ never import browser code.' }

/** One override refusing imports that match the patterns, in the files given. */
const refuse = (files: string[], ...patterns: Pattern[]) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })

const feature = (name: string) =>
  refuse(
    [`app/src/features/${name}/**`],
    {
      group: ['#app/features/**', `!#app/features/${name}/**`],
      message: 'A feature never imports another feature: what two features share lives in components/ or lib/ (decision 003).',
    },
    { group: ['#app/app/**'], message: 'Features are composed by app/ (router, layouts); they never import it.' },
    NO_SERVER,
  )

export const lintConfig = () => ({
  $schema: './node_modules/oxlint/configuration_schema.json',
  plugins: ['typescript', 'react', 'import', 'unicorn', 'oxc'],
  categories: { correctness: 'error' },
  env: { browser: true, node: true, es2024: true },
  ignorePatterns: ['dist/**', 'dist-server/**', 'node_modules/**', 'app/public/**', 'migrations/**', 'scripts/lint-fixtures/**', 'worker/src/db/migrations.gen.ts'],
  rules: {
    'import/no-cycle': 'error',
    'react/rules-of-hooks': 'error',
    'react/exhaustive-deps': 'error',
    'unicorn/filename-case': ['error', { case: 'kebabCase' }],
    'typescript/no-explicit-any': 'error',
    'typescript/ban-ts-comment': 'error',
    'typescript/no-non-null-asserted-optional-chain': 'error',
    'typescript/no-unsafe-declaration-merging': 'error',
    'typescript/prefer-as-const': 'error',
    'typescript/no-empty-object-type': 'error',
    'typescript/no-require-imports': 'error',
    'typescript/no-namespace': 'error',
    'typescript/triple-slash-reference': 'error',
    'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    'no-var': 'error',
    'prefer-const': 'error',
    eqeqeq: ['error', 'always', { null: 'ignore' }],
    'import/no-relative-parent-imports': 'error',
  },
  overrides: [
    refuse(['app/**'], NO_SERVER),
    refuse(
      ['app/src/components/**', 'app/src/lib/**'],
      { group: ['#app/features/**', '#app/app/**'], message: 'components/ and lib/ are shared building blocks: they know no feature and no layout.' },
      NO_SERVER,
    ),
    ...FEATURES.map(feature),
    refuse(['worker/**'], NO_BROWSER),
    refuse(['worker/src/services/**'], NO_BROWSER, {
      group: ['#worker/http/**', '#worker/routes/**', 'hono', 'hono/**'],
      message: 'Services hold queries and business rules and know nothing of Hono or HTTP (decision 007).',
    }),
    refuse(['shared/**'], NO_BROWSER, { group: ['#worker/**'], message: 'shared/ is used by both sides and imports neither.' }),
    // shared/'s tests may use the server's test harness (contracts.test.ts runs the real app).
    refuse(['shared/**/*.test.ts'], NO_BROWSER),
    { files: RELATIVE_PARENT_IMPORTS_ALLOWED, rules: { 'import/no-relative-parent-imports': 'off' } },
  ],
})

/** The text of .oxlintrc.json. */
export const lintConfigText = () => `${JSON.stringify(lintConfig(), null, 2)}\n`

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(LINT_CONFIG_FILE, lintConfigText())
  console.log(`wrote .oxlintrc.json (${FEATURES.length} features)`)
}
