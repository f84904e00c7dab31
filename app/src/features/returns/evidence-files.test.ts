// The evidence files a customer picks are checked before they are sent, as the server would refuse
// them (decision 039): photos up to 10 MB, videos up to 25 MB, only those types, 6 a case.
import { describe, expect, it } from 'vitest'
import { checkEvidence } from './evidence-files'

const MB = 1024 * 1024
/** A file of this type claiming this size, without allocating it. */
const file = (name: string, type: string, size: number) => {
  const f = new File([], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}

describe('checkEvidence', () => {
  it('takes photos up to 10 MB and videos up to 25 MB, and names each file it refuses and why', () => {
    const photo = file('a.jpg', 'image/jpeg', 10 * MB)
    const video = file('b.mp4', 'video/mp4', 25 * MB)
    const { accepted, refusals } = checkEvidence(0, [photo, video, file('c.png', 'image/png', 10 * MB + 1), file('d.pdf', 'application/pdf', 10), file('e.mov', 'video/quicktime', 26 * MB)])
    expect(accepted).toEqual([photo, video])
    expect(refusals).toEqual([
      { kind: 'size', name: 'c.png' },
      { kind: 'type', name: 'd.pdf' },
      { kind: 'size', name: 'e.mov' },
    ])
  })

  it('counts the files already chosen or sent towards the 6 a case, and says so once', () => {
    const picked = ['1', '2', '3'].map((n) => file(`${n}.webp`, 'image/webp', MB))
    const { accepted, refusals } = checkEvidence(4, picked)
    expect(accepted).toEqual(picked.slice(0, 2))
    expect(refusals).toEqual([{ kind: 'count', count: 6 }])
  })
})
