#!/usr/bin/env bash
# Runs the e2e suite N times (default 5) under CPU load and prints each run's pass count, with the
# name of any test that failed: a test that passes only on an idle machine is a flaky test.
# The load is `stress --cpu 2` (Debian's stress package) when installed, otherwise two busy Node
# processes; either is stopped when the script ends, however it ends.
#   bash scripts/e2e-soak.sh [runs]        (after `npm run build`; LOAD_WORKERS=0 runs without load)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-5}"
WORKERS="${LOAD_WORKERS:-2}"
OUT="$(mktemp -d)"
LOAD_PID=""

stop_load() {
  if [ -n "$LOAD_PID" ]; then
    kill -- "-$LOAD_PID" 2>/dev/null || kill "$LOAD_PID" 2>/dev/null || true
    wait "$LOAD_PID" 2>/dev/null || true
  fi
  rm -rf "$OUT"
}
trap stop_load EXIT

if [ "$WORKERS" -gt 0 ]; then
  # Its own process group (set -m), so stopping it stops every busy child with it.
  set -m
  if command -v stress >/dev/null; then
    stress --cpu "$WORKERS" >/dev/null 2>&1 &
    echo "Load: stress --cpu $WORKERS (pid $!)"
  else
    node -e "
      const { fork } = require('node:child_process')
      if (process.argv[1] === 'spin') for (;;) {}
      for (let i = 0; i < $WORKERS; i++) fork(__filename, ['spin'])
    " >/dev/null 2>&1 &
    echo "Load: $WORKERS busy Node processes (pid $!)"
  fi
  LOAD_PID=$!
  set +m
fi

failed_runs=0
for run in $(seq 1 "$RUNS"); do
  started=$SECONDS
  npx vitest run --config vitest.e2e.config.ts --reporter=dot --reporter=json --outputFile.json="$OUT/run-$run.json" >"$OUT/run-$run.log" 2>&1 || true
  summary=$(node -e "
    const fs = require('node:fs')
    let r
    try { r = JSON.parse(fs.readFileSync(process.argv[1], 'utf8')) } catch { console.log('no report (see the log below)'); process.exit(0) }
    const failed = r.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === 'failed').map((a) => '    ✗ ' + f.name.replace(process.cwd() + '/', '') + ' > ' + a.fullName))
    const fileErrors = r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.every((a) => a.status !== 'failed')).map((f) => '    ✗ ' + f.name.replace(process.cwd() + '/', '') + ': ' + (f.message || 'failed').split('\n')[0])
    console.log(r.numPassedTests + ' passed, ' + r.numFailedTests + ' failed' + (failed.length + fileErrors.length ? '\n' + [...failed, ...fileErrors].join('\n') : ''))
  " "$OUT/run-$run.json")
  echo "run $run/$RUNS ($((SECONDS - started)) s): $summary"
  if ! grep -q " 0 failed" <<<"$summary" || grep -q "✗\|no report" <<<"$summary"; then
    failed_runs=$((failed_runs + 1))
    tail -n 60 "$OUT/run-$run.log"
  fi
done
echo "Soak: $((RUNS - failed_runs)) of $RUNS runs passed"
[ "$failed_runs" -eq 0 ]
