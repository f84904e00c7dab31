import './lib/zod-jitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createRouter } from './app/router'
import { registerServiceWorker } from './app/pwa/service-worker'
import { migrateLegacyCart } from './lib/cart'
import { startI18n } from './lib/i18n/i18n'
import { langFromPath } from './lib/i18n/lang-path'
import { startOutbox } from './lib/outbox'
import { startSync } from './lib/sync'
import './styles.css'

// Local-first start: the catalogue mirror syncs, a cart left in localStorage moves to IndexedDB,
// and writes queued while offline are sent. None of it blocks the first render.
startSync()
void migrateLegacyCart()
startOutbox()
registerServiceWorker()

// The chrome's strings in the page language, and meanwhile (the router starts at once) the first
// screen's code and strings: the first render waits for both, so no key ever shows (decision 008).
const i18nReady = startI18n(langFromPath(window.location.pathname))
const router = createRouter()

void i18nReady.then((i18n) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} router={router} />
    </StrictMode>,
  ),
)
