import { describe, expect, it } from 'vitest'
import { siteApi } from '#shared/contracts/content'
import { createTestApp } from '#worker/test/test-app'

describe('GET /api/site', () => {
  it('names no company when none is configured (the pages say so in their language)', async () => {
    const t = await createTestApp()
    const res = await t.request(siteApi.info.url)
    expect(res.status).toBe(200)
    expect(siteApi.info.output.parse(await res.json())).toEqual({
      companyName: null,
      companyAddress: null,
      supportEmail: 'support@example.com',
      supportPhone: null,
      payments: { gateway: 'test', publishableKey: null },
      sentryDsn: null,
    })
    t.close()
  })

  it('reads the company, its US address and an optional phone from COMPANY_INFO', async () => {
    const t = await createTestApp({
      env: {
        COMPANY_INFO: 'Andes Commerce LLC | 1200 Brickell Ave, Suite 1950 | Miami, FL 33131 | United States | Phone: +1 (305) 555-0142',
        SUPPORT_EMAIL: 'hello@forma-bella.test',
      },
    })
    expect(await (await t.request(siteApi.info.url)).json()).toEqual({
      companyName: 'Andes Commerce LLC',
      companyAddress: '1200 Brickell Ave, Suite 1950, Miami, FL 33131, United States',
      supportEmail: 'hello@forma-bella.test',
      supportPhone: '+1 (305) 555-0142',
      payments: { gateway: 'test', publishableKey: null },
      sentryDsn: null,
    })
    t.close()
  })

  it('tells the app which gateway takes card payments, with Stripe’s publishable key', async () => {
    const stripe = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' } })
    expect((await (await stripe.request(siteApi.info.url)).json()).payments).toEqual({ gateway: 'stripe', publishableKey: 'pk_test_x' })
    stripe.close()
    // A production shop without Stripe keys takes no card payments, unless told it is a test site.
    const production = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' } })
    expect((await (await production.request(siteApi.info.url)).json()).payments).toEqual({ gateway: null, publishableKey: null })
    production.close()
    const staging = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', PAYMENTS_TEST_MODE: 'true' } })
    expect((await (await staging.request(siteApi.info.url)).json()).payments).toEqual({ gateway: 'test', publishableKey: null })
    staging.close()
  })

  it('hands the app the DSN it reports its errors to, only when one is set (decision 033)', async () => {
    const t = await createTestApp({ env: { SENTRY_DSN: 'https://public@o1.ingest.sentry.io/2' } })
    expect((await (await t.request(siteApi.info.url)).json()).sentryDsn).toBe('https://public@o1.ingest.sentry.io/2')
    t.close()
  })
})
