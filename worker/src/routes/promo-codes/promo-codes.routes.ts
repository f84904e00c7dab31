import { Hono } from 'hono'
import { promoCodesApi } from '#shared/contracts/promo-codes'
import { requestTime, type AppEnv } from '#worker/context'
import { currentUser } from '#worker/http/auth'
import { rateLimit } from '#worker/http/rate-limit'
import { readJson } from '#worker/http/validate'
import { checkPromoCode } from '#worker/services/promo-code-check'
import { PROMO_CODE_CHECK_RATE_LIMIT } from '#worker/services/rate-limit-rules'

// POST /api/promo-codes/check: a discount code against the cart (decision 034).
export const promoCodesRoutes = new Hono<AppEnv>().post(
  promoCodesApi.check.path,
  rateLimit({
    bucket: 'promo-code-check',
    rule: PROMO_CODE_CHECK_RATE_LIMIT,
    input: promoCodesApi.check.input,
    message: 'Too many codes tried from this connection. Please try again later.',
  }),
  async (c) => {
    const input = await readJson(c, promoCodesApi.check.input)
    const user = await currentUser(c)
    return c.json(await checkPromoCode(c.get('deps').db, input, { user, now: requestTime(c) }))
  },
)
