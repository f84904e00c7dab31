// `npm test`: the stages CI runs, in order, each one's output shown as it runs. It stops at the
// first stage that fails and exits non-zero. At the end it prints how long each stage took, then
// the slowest tests of each vitest run (what to look at first when the run grows), then one
// closing line counting the tests of both vitest runs: `Tests: N passed, N failed` (CI reads the
// last line). Plain JavaScript, like start.mjs: it runs before anything is compiled.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const reports = mkdtempSync(join(tmpdir(), 'shop-test-'))
const vitestArgs = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`]

/** @type {{ name: string, command: string[], report?: string }[]} */
const STAGES = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'unit', command: ['npx', 'vitest', 'run', ...vitestArgs('unit')], report: 'unit' },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  { name: 'e2e', command: ['npm', 'run', '--silent', 'test:e2e', '--', ...vitestArgs('e2e')], report: 'e2e' },
]

/** @param {string[]} command */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
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

const results = []
let failed = false
for (const stage of STAGES) {
  const started = performance.now()
  console.log(`\n▶ ${stage.name}: ${stage.command.join(' ')}`)
  const code = await run(stage.command)
  const seconds = (performance.now() - started) / 1000
  results.push({ stage: stage.name, seconds, ok: code === 0, tests: stage.report ? counts(stage.report) : undefined })
  if (code !== 0) {
    failed = true
    break
  }
}
rmSync(reports, { recursive: true, force: true })

const total = results.reduce((sum, r) => sum + r.seconds, 0)
console.log('\nStage       Time     Result')
for (const r of results) {
  const tests = r.tests ? `  (${r.tests.passed} passed, ${r.tests.failed} failed)` : ''
  console.log(`${r.stage.padEnd(10)} ${`${r.seconds.toFixed(1)} s`.padStart(8)}   ${r.ok ? 'ok' : 'FAILED'}${tests}`)
}
for (const skipped of STAGES.slice(results.length)) console.log(`${skipped.name.padEnd(10)} ${'-'.padStart(8)}   not run`)
console.log(`${'total'.padEnd(10)} ${`${total.toFixed(1)} s`.padStart(8)}`)
for (const r of results.filter((r) => r.tests?.slowest.length)) {
  console.log(`\nSlowest ${r.stage} tests`)
  for (const test of r.tests.slowest) console.log(`${`${test.seconds.toFixed(1)} s`.padStart(8)}  ${test.name.slice(0, 150)}`)
}
const passed = results.reduce((sum, r) => sum + (r.tests?.passed ?? 0), 0)
const failedTests = results.reduce((sum, r) => sum + (r.tests?.failed ?? 0), 0)
console.log(`Tests: ${passed} passed, ${failedTests} failed`)
process.exit(failed ? 1 : 0)
