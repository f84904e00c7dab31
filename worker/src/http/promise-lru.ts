/**
 * Values made on demand and kept within a byte budget, least recently used out first. What is
 * kept is the promise, so callers asking for a value while it is being made share that one
 * making; a failed one is forgotten. A value larger than half the budget is handed out but not kept.
 */
export class PromiseLru<T> {
  private entries = new Map<string, Promise<T>>()
  private sizes = new Map<string, number>()
  private bytes = 0

  constructor(
    readonly maxBytes: number,
    private sizeOf: (value: T) => number,
  ) {}

  get(key: string, make: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key)
    if (known) {
      // Map order is the recency order.
      this.entries.delete(key)
      this.entries.set(key, known)
      return known
    }
    const pending = make()
    this.entries.set(key, pending)
    pending.then(
      (value) => this.admit(key, pending, this.sizeOf(value)),
      () => this.entries.get(key) === pending && this.entries.delete(key),
    )
    return pending
  }

  clear() {
    this.entries.clear()
    this.sizes.clear()
    this.bytes = 0
  }

  private admit(key: string, pending: Promise<T>, size: number) {
    if (this.entries.get(key) !== pending) return
    if (size > this.maxBytes / 2) {
      this.entries.delete(key)
      return
    }
    this.sizes.set(key, size)
    this.bytes += size
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= this.sizes.get(oldest) ?? 0
      this.sizes.delete(oldest)
    }
  }
}
