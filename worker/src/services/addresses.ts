// A signed-in user's saved addresses (spec §3 "User address"). Read by the checkout to prefill
// the shipping address; the customer area adds the writes.
import { asc, desc, eq } from 'drizzle-orm'
import type { UserAddress } from '#shared/schemas/addresses'
import type { Db } from '#worker/db/client'
import { userAddresses } from '#worker/db/schema'

/** The default address first, then the newest. */
export async function listAddresses(db: Db, userId: string): Promise<UserAddress[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), asc(userAddresses.id))
  return rows.map(({ userId: _userId, createdAt: _createdAt, ...address }) => address)
}
