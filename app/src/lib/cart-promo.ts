// The discount code kept with the cart (decision 034). Applying a code asks the server (online
// only); what it answered is kept on the device with the cart it was for (lib/db.ts `cartPromo`),
// so the cart panel shows the code offline. When the cart (or the reward chosen at checkout)
// changes, the code is checked again as soon as the shop is online; a code the server no longer
// accepts stays, shown with the reason, until the shopper removes it. The server's word at
// checkout is the truth: this is only what the shopper sees meanwhile. The check's contract (and
// zod with it) loads when a code is checked, not with the storefront.
import { useEffect } from 'react'
import { parseAmount } from '#shared/pricing/money'
import type { RedemptionPoints } from '#shared/pricing/loyalty'
import { normalizePromoCode } from '#shared/pricing/discount-codes'
import { ApiError, callApi } from './api-client'
import { linesToSend, type CartLine } from './cart'
import type { CartPromoCheck, CartPromoRow, ShopDb } from './db'
import { openLocalDb, useLocalQuery } from './local-db'
import { useOnline } from './use-online'

export type { CartPromoCheck }

const loadApi = () => import('#shared/contracts/promo-codes').then((m) => m.promoCodesApi)
const loadSchema = () => import('#shared/schemas/promo-codes').then((m) => m.promoCodeCheckSchema)

/** What a check is made for: the lines (product, options, quantity, price) and the reward chosen. */
export const checkedFor = (lines: readonly CartLine[], redeemPoints?: RedemptionPoints) =>
  JSON.stringify([lines.map((l) => [l.productId, l.color, l.size, l.quantity, l.priceCents, l.measurements ?? null]), redeemPoints ?? null])

/** A refusal of the code itself (`promo_code_*`), as kept; anything else (offline, a server fault) is not the code's. */
export function promoRefusal(error: unknown): Extract<CartPromoCheck, { ok: false }> | undefined {
  if (!(error instanceof ApiError) || !error.code.startsWith('promo_code_')) return undefined
  const missing = error.fields?.missingAmount
  return { ok: false, reason: error.code, ...(missing !== undefined && { missingCents: parseAmount(missing) }) }
}

/**
 * The server's figures for this code on these lines; a refusal is thrown as ApiError. A guest's
 * email goes along once it is a whole address, so a per-customer limit is told at once.
 */
async function check(code: string, lines: readonly CartLine[], redeemPoints?: RedemptionPoints, email?: string): Promise<Extract<CartPromoCheck, { ok: true }>> {
  const [api, schema] = await Promise.all([loadApi(), loadSchema()])
  const customerEmail = email ? schema.shape.customerEmail.safeParse(email).data : undefined
  const answer = await callApi(api.check, { body: { code, items: linesToSend(lines), redeemPoints, customerEmail } })
  const cents = (amount: string) => parseAmount(amount)
  return {
    ok: true,
    discountCents: cents(answer.promo.discount),
    totals: {
      subtotalCents: cents(answer.totals.subtotal),
      shippingCents: cents(answer.totals.shipping),
      discountCents: cents(answer.totals.discount),
      totalCents: cents(answer.totals.total),
    },
  }
}

const save = async (row: Omit<CartPromoRow, 'key'>) => (await openLocalDb()).cartPromo.put({ key: 'cart', ...row })

export const cartPromo = {
  /**
   * Applies a new code to these lines: kept only when the server accepts it. A refusal (or being
   * offline: `network_error`) is thrown as ApiError and the code applied before, if any, stays.
   * At checkout, the email typed so far goes along (see check).
   */
  async apply(typed: string, lines: readonly CartLine[], redeemPoints?: RedemptionPoints, email?: string): Promise<void> {
    const code = normalizePromoCode(typed)
    const answer = await check(code, lines, redeemPoints, email)
    await save({ code, checkedFor: checkedFor(lines, redeemPoints), check: answer })
  },
  /** Checks the kept code again for these lines; offline or on a server fault it stays as it was. */
  async recheck(row: CartPromoRow, lines: readonly CartLine[], redeemPoints?: RedemptionPoints): Promise<void> {
    let answer: CartPromoCheck
    try {
      answer = await check(row.code, lines, redeemPoints)
    } catch (error) {
      const refusal = promoRefusal(error)
      if (!refusal) return
      answer = refusal
    }
    await save({ code: row.code, checkedFor: checkedFor(lines, redeemPoints), check: answer })
  },
  /**
   * A code chosen while the cart is empty (a dashboard offer's): kept unchecked, as if checked for
   * no lines, so it is checked as soon as the cart holds something and the shop is online. The cart
   * panel shows no code while empty, so nothing shows the figures of this empty check.
   */
  async keep(typed: string): Promise<void> {
    const none = { subtotalCents: 0, shippingCents: 0, discountCents: 0, totalCents: 0 }
    await save({ code: normalizePromoCode(typed), checkedFor: checkedFor([]), check: { ok: true, discountCents: 0, totals: none } })
  },
  /** The checkout refused the code: kept with the reason, so the field says why. */
  async refuse(code: string, refusal: Extract<CartPromoCheck, { ok: false }>, lines: readonly CartLine[], redeemPoints?: RedemptionPoints) {
    await save({ code, checkedFor: checkedFor(lines, redeemPoints), check: refusal })
  },
  async remove(): Promise<void> {
    await (await openLocalDb()).cartPromo.clear()
  },
}

const readRow = async (db: ShopDb) => (await db.cartPromo.get('cart')) ?? null

export type CartPromoView = {
  row: CartPromoRow | null | undefined
  /** The server's answer for the cart as it is now; undefined while the cart changed since (being checked again). */
  current: CartPromoCheck | undefined
}

/**
 * The cart's code and the server's answer for the cart as it stands, checked again (online) when
 * the lines or the reward changed since.
 */
export function useCartPromo(lines: readonly CartLine[], redeemPoints?: RedemptionPoints): CartPromoView {
  const row = useLocalQuery(readRow, [])
  const online = useOnline()
  const key = checkedFor(lines, redeemPoints)
  const stale = !!row && row.checkedFor !== key && lines.length > 0
  useEffect(() => {
    if (stale && online && row) void cartPromo.recheck(row, lines, redeemPoints)
    // Checked again when what it is for changes (the key says so), or when the shop is back online.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [stale, online, key, row?.code])
  return { row, current: row && !stale ? row.check : undefined }
}
