// Each product's JSON, kept by the stamp of the row it was made from, so an answer re-serialises only the
// products that changed since they were last written (decision 027; ./catalogue-answers.ts).
import type { ProductKey } from '#worker/services/catalogue'

/**
 * Each product's JSON (UTF-8 bytes) with the stamp of the row it was made from (its version and
 * last write time, ProductKey), within a byte budget, least recently used out first. Every write
 * to a product or its variants stamps it anew (decision 026), so a copy whose stamp is the one a
 * list read is the product as that list must show it. Each process or isolate keeps its own.
 */
export class ProductJsonCache {
  private entries = new Map<string, { key: ProductKey; json: Uint8Array }>()
  private bytes = 0
  /** How many products were serialised since this cache was made (tests read it). */
  serialised = 0

  constructor(readonly maxBytes: number) {}

  /** The product's JSON if it was made from the row with this stamp. */
  get({ id, version, updatedAt }: ProductKey): Uint8Array | undefined {
    const entry = this.entries.get(id)
    if (!entry || entry.key.version !== version || entry.key.updatedAt !== updatedAt) return undefined
    // Map order is the recency order.
    this.entries.delete(id)
    this.entries.set(id, entry)
    return entry.json
  }

  /** Keeps the product's JSON made from the row with this stamp, in place of any copy kept before. */
  set(key: ProductKey, json: Uint8Array) {
    const known = this.entries.get(key.id)
    if (known) {
      this.entries.delete(key.id)
      this.bytes -= known.json.byteLength
    }
    this.entries.set(key.id, { key, json })
    this.bytes += json.byteLength
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= entry.json.byteLength
    }
  }
}
