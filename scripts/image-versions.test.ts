import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { versionedImage } from '#shared/catalogue/images'
import { computeImageVersions, GENERATED_MODULE, renderModule } from './image-versions'

describe('image versions', () => {
  it('match the images in app/public/images (run `npx tsx scripts/image-versions.ts` after changing one)', () => {
    expect(readFileSync(GENERATED_MODULE, 'utf8')).toBe(renderModule(computeImageVersions()))
  })

  it('turn a known image into a URL that changes with its content, and leave others alone', () => {
    const versions = computeImageVersions()
    expect(versionedImage('/images/products/ec-1001-beige.svg')).toBe(`/images/v/${versions['products/ec-1001-beige.svg']}/products/ec-1001-beige.svg`)
    expect(versionedImage('/images/products/not-there.svg')).toBe('/images/products/not-there.svg')
    expect(versionedImage('https://cdn.example/x.svg')).toBe('https://cdn.example/x.svg')
  })
})
