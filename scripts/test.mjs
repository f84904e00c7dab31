// `npm test`: the stages CI runs. The quick checks (typecheck, lint, build) run one after another
// beside the unit tests, whose files mostly wait on databases and hashing, so the two cores are
// used; their output is shown once each ends, the unit tests' as they run. Then the browser tests,
// only when all of those passed; it exits non-zero when a stage failed. At the end it prints how long each stage took, then
// the slowest tests of each vitest run (what to look at first when the run grows), then one
// closing line counting the tests of both vitest runs: `Tests: N passed, N failed` (CI reads the
// last line). Plain JavaScript, like start.mjs: it runs before anything is compiled.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const reports = mkdtempSync(join(tmpdir(), 'shop-test-'))
const vitestArgs = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`]

/** @typedef {{ name: string, command: string[], report?: string }} Stage */
/** @type {Stage[]} Run one after another, their output kept until each ends. */
const CHECKS = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
]
/** @type {Stage} Beside the checks, its output shown as it runs. */
const UNIT = { name: 'unit', command: ['npx', 'vitest', 'run', ...vitestArgs('unit')], report: 'unit' }
/** @type {Stage} After all of the above passed. */
const E2E = { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e', '--', ...vitestArgs('e2e')], report: 'e2e' }
const STAGES = [...CHECKS, UNIT, E2E]

/**
 * Runs a stage: its output straight through, or (`keep`) gathered and printed in one piece when
 * it ends. Resolves to its result row.
 * @param {Stage} stage @param {boolean} keep
 */
function run(stage, keep = false) {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(stage.command[0], stage.command.slice(1), { stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    const output = []
    if (keep) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk))
    if (!keep) console.log(`\n▶ ${stage.name}: ${stage.command.join(' ')}`)
    const done = (code) => {
      if (keep) process.stdout.write(`\n▶ ${stage.name}: ${stage.command.join(' ')}\n${Buffer.concat(output).toString()}`)
      const seconds = (performance.now() - started) / 1000
      resolve({ stage: stage.name, seconds, ok: code === 0, tests: stage.report ? counts(stage.report) : undefined })
    }
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
    child.on('error', () => done(1))
  })
}

const SLOWEST_SHOWN = 5

/**
 * Passed and failed tests from a vitest JSON report, and its slowest tests; a run that wrote none
 * counts as nothing.
 */
function counts(name) {
  try {
    const report = JSON.parse(readFileSync(join(reports, `${name}.json`), 'utf8'))
    const tests = report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({ seconds: (test.duration ?? 0) / 1000, name: `${file.name.replace(`${process.cwd()}/`, '')} › ${test.title}` })),
    )
    const slowest = tests.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN)
    return { passed: report.numPassedTests, failed: report.numFailedTests, slowest }
  } catch {
    return { passed: 0, failed: 0, slowest: [] }
  }
}

const started = performance.now()
const checks = (async () => {
  const rows = []
  for (const stage of CHECKS) {
    const row = await run(stage, true)
    rows.push(row)
    if (!row.ok) break
  }
  return rows
})()
const unit = await run(UNIT)
const results = [...(await checks), unit]
let failed = results.some((r) => !r.ok)
if (!failed) {
  const e2e = await run(E2E)
  results.push(e2e)
  failed = !e2e.ok
}
rmSync(reports, { recursive: true, force: true })

// The checks ran beside the unit tests: the total is the time the whole run took.
const total = (performance.now() - started) / 1000
console.log('\nStage       Time     Result')
for (const r of results) {
  const tests = r.tests ? `  (${r.tests.passed} passed, ${r.tests.failed} failed)` : ''
  console.log(`${r.stage.padEnd(10)} ${`${r.seconds.toFixed(1)} s`.padStart(8)}   ${r.ok ? 'ok' : 'FAILED'}${tests}`)
}
for (const skipped of STAGES.filter((s) => !results.some((r) => r.stage === s.name))) console.log(`${skipped.name.padEnd(10)} ${'-'.padStart(8)}   not run`)
console.log(`${'total'.padEnd(10)} ${`${total.toFixed(1)} s`.padStart(8)}`)
for (const r of results.filter((r) => r.tests?.slowest.length)) {
  console.log(`\nSlowest ${r.stage} tests`)
  for (const test of r.tests.slowest) console.log(`${`${test.seconds.toFixed(1)} s`.padStart(8)}  ${test.name.slice(0, 150)}`)
}
const passed = results.reduce((sum, r) => sum + (r.tests?.passed ?? 0), 0)
const failedTests = results.reduce((sum, r) => sum + (r.tests?.failed ?? 0), 0)
console.log(`Tests: ${passed} passed, ${failedTests} failed`)
process.exit(failed ? 1 : 0)
