// jsdom setup for app tests: IndexedDB comes from fake-indexeddb so Dexie code runs for real.
import 'fake-indexeddb/auto'
