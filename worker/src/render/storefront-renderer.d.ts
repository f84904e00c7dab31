// The server renderer `vite build` writes to dist-server/storefront/render.js (decision 010). wrangler.toml's
// [alias] points this name at it, so wrangler bundles it into the Worker; Node loads the file at
// run time instead (worker/node.ts).
declare module 'storefront-renderer' {
  import type { StorefrontRenderer } from '#shared/render/storefront-render'

  export const renderer: StorefrontRenderer
}
