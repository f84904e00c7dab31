// Zod compiles its object parsers with `new Function` when it may, and probes whether it may by
// trying; under the shop's Content-Security-Policy (no 'unsafe-eval') the probe itself is
// reported as a violation. Jitless mode skips both. Zod keeps its settings on globalThis, so
// this works without loading zod into the first download: main.tsx imports this module first,
// before any route chunk brings zod in.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true })
