// Image URLs that can be cached for a year: /images/v/<content version>/<path>. The build puts a
// copy of each image there (scripts/vite-delivery.ts) and both runtimes send it as immutable.
// Server-side only (the seed): the version table stays out of the app's download.
import { IMAGE_VERSIONS } from './image-versions.gen'

/** `/images/products/x.svg` → `/images/v/<version>/products/x.svg`; an unknown image keeps its plain URL. */
export function versionedImage(path: string): string {
  const relativePath = path.replace(/^\/images\//, '')
  const version = IMAGE_VERSIONS[relativePath]
  return version && relativePath !== path ? `/images/v/${version}/${relativePath}` : path
}
