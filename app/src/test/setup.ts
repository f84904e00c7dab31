// jsdom setup for app tests: IndexedDB comes from fake-indexeddb so Dexie code runs for real.
import 'fake-indexeddb/auto'
import { configure } from '@testing-library/react'

// waitFor and findBy* wait up to 5 s (not 1 s): on a busy 2-core CI machine the first dynamic
// import of a module (a contract, a namespace) can take longer than a second.
configure({ asyncUtilTimeout: 5_000 })
