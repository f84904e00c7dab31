// Migration 0012 moves each product's stock onto its variants by the rule of decision 026: held
// units go to the variant whose pending orders hold them, the free units are shared out evenly,
// the remainder one each to the first variants in colour, then size order. Run on a real libSQL
// file migrated to 0011 with products and pending orders; reversed by summing the variants back.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultSku } from '#shared/catalogue/variants'
import { createDb } from './client'
import { runMigrations } from './migrate'
import { migrations } from './migrations.gen'

const VARIANTS_MIGRATION = migrations.findIndex((m) => m.sql.some((s) => s.includes('CREATE TABLE `product_variants`')))

let dirs: string[] = []
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  dirs = []
})

/** A shop as it stood before stock per variant: three products, two pending orders, one paid. */
async function shopBeforeVariants(): Promise<Client> {
  const dir = mkdtempSync(join(tmpdir(), 'variant-migration-'))
  dirs.push(dir)
  const client = createClient({ url: `file:${join(dir, 'shop.db')}` })
  await runMigrations(createDb(client), migrations.slice(0, VARIANTS_MIGRATION))
  const product = (id: string, code: string, colors: string[], sizes: string[], stock: number, reserved: number, custom = false) => ({
    sql: `INSERT INTO products (id, code, name_en, name_es, name_fr, price_cents, category, colors, sizes, stock, reserved, low_stock_threshold, is_custom_made)
          VALUES (?, ?, 'Faja', 'Faja', 'Gaine', 5000, 'sculpt-support', ?, ?, ?, ?, 4, ?)`,
    args: [id, code, JSON.stringify(colors), JSON.stringify(sizes), stock, reserved, custom ? 1 : 0],
  })
  const order = (id: string, status: string) => ({
    sql: `INSERT INTO orders (id, order_number, customer_email, customer_name, subtotal_cents, total_cents, status) VALUES (?, ?, 'a@example.com', 'Ana', 0, 0, ?)`,
    args: [id, `ORD-${id}`, status],
  })
  const item = (orderId: string, productId: string, color: string, size: string, quantity: number) => ({
    sql: `INSERT INTO order_items (id, order_id, product_id, product_code, product_name, color, size, quantity, unit_price_cents, subtotal_cents)
          VALUES (?, ?, ?, 'X', 'Faja', ?, ?, ?, 5000, 0)`,
    args: [crypto.randomUUID(), orderId, productId, color, size, quantity],
  })
  await client.batch([
    // 23 units, 3 of them held (2 black M, 1 beige S): 20 free over 6 variants.
    product('p1', 'SS-1', ['black', 'beige'], ['S', 'M', 'L'], 23, 3),
    product('p2', 'SS-2', ['nude'], ['XS', 'S', 'M', 'L'], 2, 0),
    product('p3', 'MM-3', ['cocoa'], [], 7, 0, true),
    order('o1', 'pending'),
    order('o2', 'pending'),
    order('o3', 'processing'),
    item('o1', 'p1', 'black', 'M', 2),
    item('o2', 'p1', 'beige', 'S', 1),
    item('o3', 'p2', 'nude', 'S', 4),
  ])
  return client
}

type Row = { product_id: string; color: string; size: string; sku: string; stock: number; reserved: number; low_stock_threshold: number }

async function migrateToVariants(client: Client) {
  await runMigrations(createDb(client), migrations)
  const rows = (await client.execute('SELECT product_id, color, size, sku, stock, reserved, low_stock_threshold FROM product_variants ORDER BY product_id, rowid')).rows
  return rows.map((r) => ({ ...r }) as unknown as Row)
}

describe('migration 0012: stock per variant', () => {
  it('gives each variant its held units, shares the free units evenly, the remainder to the first colours and sizes', async () => {
    const variants = await migrateToVariants(await shopBeforeVariants())
    const of = (productId: string) =>
      Object.fromEntries(variants.filter((v) => v.product_id === productId).map((v) => [`${v.color} ${v.size}`, [v.stock, v.reserved]]))
    // 20 free over 6: 3 each, and the first 2 (black S, black M) one more.
    expect(of('p1')).toEqual({
      'black S': [4, 0],
      'black M': [4 + 2, 2],
      'black L': [3, 0],
      'beige S': [3 + 1, 1],
      'beige M': [3, 0],
      'beige L': [3, 0],
    })
    // 2 units over 4 sizes: the first two sizes get one each.
    expect(of('p2')).toEqual({ 'nude XS': [1, 0], 'nude S': [1, 0], 'nude M': [0, 0], 'nude L': [0, 0] })
    // A made-to-measure piece keeps no stock: no variants.
    expect(of('p3')).toEqual({})
    for (const v of variants) {
      expect(v.sku).toBe(defaultSku(v.product_id === 'p1' ? 'SS-1' : 'SS-2', v.color, v.size))
      expect(v.low_stock_threshold).toBe(4)
    }
  })

  it('is reversed by summing each product’s variants: every stock and held figure comes back', async () => {
    const client = await shopBeforeVariants()
    const before = (await client.execute('SELECT id, stock, reserved FROM products WHERE is_custom_made = 0 ORDER BY id')).rows.map((r) => ({ ...r }))
    await migrateToVariants(client)
    const summed = (
      await client.execute('SELECT product_id AS id, sum(stock) AS stock, sum(reserved) AS reserved FROM product_variants GROUP BY product_id ORDER BY product_id')
    ).rows.map((r) => ({ ...r }))
    expect(summed).toEqual(before)
  })

  it('gives the same figures on every run over the same shop, and names each earlier line’s variant and SKU', async () => {
    const figures = async () =>
      (await migrateToVariants(await shopBeforeVariants())).map(({ sku, stock, reserved }) => [sku, stock, reserved]).sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    expect(await figures()).toEqual(await figures())
    const client = await shopBeforeVariants()
    await migrateToVariants(client)
    const lines = (
      await client.execute('SELECT i.order_id, i.sku, v.color, v.size FROM order_items i LEFT JOIN product_variants v ON v.id = i.variant_id ORDER BY i.order_id')
    ).rows.map((r) => ({ ...r }))
    expect(lines).toEqual([
      { order_id: 'o1', sku: 'SS-1-BLK-M', color: 'black', size: 'M' },
      { order_id: 'o2', sku: 'SS-1-BEI-S', color: 'beige', size: 'S' },
      { order_id: 'o3', sku: 'SS-2-NUD-S', color: 'nude', size: 'S' },
    ])
    // The products table lost its stock columns and kept its sync triggers.
    const columns = (await client.execute('SELECT name FROM pragma_table_info(\'products\')')).rows.map((r) => r.name)
    expect(columns).not.toContain('stock')
    expect(columns).not.toContain('reserved')
    const triggers = (await client.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'products' ORDER BY name")).rows.map((r) => r.name)
    expect(triggers).toEqual(['products_sync_delete', 'products_sync_insert', 'products_sync_update'])
  })
})
