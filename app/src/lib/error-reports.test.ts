// The app's error reports (decision 033) with the real @sentry/browser sending to a stand-in of
// Sentry's ingest API: nothing is loaded without a DSN; with one, an error arrives once, tagged and
// released, and without the page's query string (a reset link's token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSentryIngest } from '#shared/test/sentry-ingest'
import { SHOP_RELEASE } from '#shared/release'
import { errorReportDsn, reportError, startErrorReports } from './error-reports'

let ingest: Awaited<ReturnType<typeof startSentryIngest>>
beforeAll(async () => {
  ingest = await startSentryIngest()
})
afterAll(() => ingest.close())

describe('error reports in the app', () => {
  it('take the DSN from the site’s facts, and none from an answer without one', () => {
    expect(errorReportDsn({ sentryDsn: 'https://public@o1.ingest.sentry.io/2' })).toBe('https://public@o1.ingest.sentry.io/2')
    expect(errorReportDsn({ sentryDsn: null })).toBeUndefined()
    expect(errorReportDsn({})).toBeUndefined()
    expect(errorReportDsn(undefined)).toBeUndefined()
  })

  // One page, one SDK: the first test starts nothing, the second starts it.
  it('without a DSN, load nothing and send nothing', async () => {
    const asked: string[] = []
    startErrorReports(undefined, () => asked.push('load'))
    reportError(new Error('not reported'))
    await new Promise((settled) => setTimeout(settled, 50))
    expect(asked).toEqual([])
    expect(ingest.envelopes).toEqual([])
  })

  it('with a DSN, load the SDK when the page is idle and send an error once, with its tags and the release, without the page’s query', async () => {
    window.history.replaceState(null, '', '/reset-password?token=reset-token-never-sent')
    let idle: (() => void) | undefined
    startErrorReports(ingest.dsn, (task) => (idle = task))
    const error = new Error('the size chart could not be drawn')
    reportError(error, { requestId: 'req-42' })
    reportError(error, { requestId: 'req-42' })
    expect(ingest.envelopes).toEqual([])
    idle!()
    await expect.poll(() => ingest.events().length, { timeout: 10_000 }).toBe(1)
    const [event] = ingest.events()
    expect(event).toMatchObject({ platform: 'javascript', release: SHOP_RELEASE, tags: { request_id: 'req-42' } })
    expect(event!.exception?.values[0]).toMatchObject({ type: 'Error', value: 'the size chart could not be drawn' })
    expect(event!.request).toEqual({ url: expect.stringMatching(/^http:\/\/[^?]+\/reset-password$/) })
    expect(event!.user).toBeUndefined()
    expect(JSON.stringify(ingest.envelopes)).not.toContain('reset-token-never-sent')
    // The same error object is not sent twice.
    await new Promise((settled) => setTimeout(settled, 100))
    expect(ingest.events()).toHaveLength(1)
  })
})
