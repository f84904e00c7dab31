import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { registerServiceWorker } from './app/pwa/service-worker'
import { migrateLegacyCart } from './lib/cart'
import { startOutbox } from './lib/outbox'
import { startSync } from './lib/sync'
import './styles.css'

// Local-first start: the catalogue mirror syncs, a cart left in localStorage moves to IndexedDB,
// and writes queued while offline are sent. None of it blocks the first render.
startSync()
void migrateLegacyCart()
startOutbox()
registerServiceWorker()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
