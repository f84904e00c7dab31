// jsdom setup for app tests: IndexedDB comes from fake-indexeddb so Dexie code runs for real.
import 'fake-indexeddb/auto'
import { performance as nodePerformance } from 'node:perf_hooks'
import { configure } from '@testing-library/react'

// waitFor and findBy* wait up to 5 s (not 1 s): on a busy 2-core CI machine the first dynamic
// import of a module (a contract, a namespace) can take longer than a second.
configure({ asyncUtilTimeout: 5_000 })

// In a VM context (vitest.config.ts) the global `performance` is jsdom's, which has no timeline:
// the page's code reads navigation and marks from it, so it is Node's, as in a process of its own.
if (typeof performance.getEntriesByType !== 'function') Object.defineProperty(globalThis, 'performance', { value: nodePerformance, configurable: true, writable: true })
