// A signed-in user's address book (decision 015). The default address pre-fills
// checkout, and there is exactly one as soon as there is any address: the database refuses a
// second default (partial unique index user_addresses_one_default, migration 0004), and every
// change that moves the default clears the old one and sets the new one in one batch, the
// clearing first. Adding to an empty book, or removing the default, settles the default inside
// the same statement or batch, so two requests at once cannot leave none or two.
import { and, asc, count, desc, eq, ne, notExists, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { MAX_ADDRESSES, undeliverableField, type AddressFields, type UserAddress } from '#shared/schemas/addresses'
import { MESSAGES } from '#shared/schemas/messages'
import type { Db } from '#worker/db/client'
import { userAddresses } from '#worker/db/schema'
import { conflict, invalid, notFound } from './domain-errors'

type AddressRow = typeof userAddresses.$inferSelect

const ADDRESS_NOT_FOUND = 'Address not found'

const toAddress = ({ userId: _userId, createdAt: _createdAt, ...address }: AddressRow): UserAddress => address

const ownedBy = (userId: string, id: string) => and(eq(userAddresses.id, id), eq(userAddresses.userId, userId))

/** The default address first, then the newest. */
export async function listAddresses(db: Db, userId: string): Promise<UserAddress[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), asc(userAddresses.id))
  return rows.map(toAddress)
}

/** The statement that takes the default away from every other address of the user. */
const clearOtherDefaults = (db: Db, userId: string, keepId: string) =>
  db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true), ne(userAddresses.id, keepId)))

/** True inside a statement when the user has no default address at that moment. */
const hasNoDefault = (db: Db, userId: string) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true))),
  )

function refuseUndeliverable(address: Parameters<typeof undeliverableField>[0]) {
  const field = undeliverableField(address)
  if (field) throw invalid(MESSAGES.noPoBox, 'undeliverable_address', { [field]: MESSAGES.noPoBox })
}

/**
 * Adds an address. It becomes the default when asked to, or when the user has none; in a race
 * with another change, the insert itself checks again that a default exists. `alsoWrite` adds
 * the request's idempotent answer to the batch.
 */
export async function createAddress(
  db: Db,
  userId: string,
  input: AddressFields & { isDefault?: boolean },
  options: { now: Date; alsoWrite?: (address: UserAddress) => BatchItem<'sqlite'>[] },
): Promise<UserAddress> {
  refuseUndeliverable(input)
  const [book] = await db
    .select({ held: count(), defaults: sql<number>`coalesce(sum(${userAddresses.isDefault}), 0)` })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
  if ((book?.held ?? 0) >= MAX_ADDRESSES) throw conflict(MESSAGES.addressBookFull, 'address_book_full')

  const { isDefault, ...fields } = input
  const makeDefault = isDefault === true || Number(book?.defaults ?? 0) === 0
  const row = { id: crypto.randomUUID(), userId, type: 'shipping', ...fields, createdAt: options.now.toISOString() }
  const insert = db
    .insert(userAddresses)
    .values({ ...row, isDefault: makeDefault ? true : hasNoDefault(db, userId) })
    .returning()
  const statements: BatchItem<'sqlite'>[] = makeDefault ? [clearOtherDefaults(db, userId, row.id), insert] : [insert]
  const answer = toAddress({ ...row, isDefault: makeDefault })
  const results = await db.batch([...statements, ...(options.alsoWrite?.(answer) ?? [])] as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  const [created] = results[statements.length - 1] as AddressRow[]
  return created ? toAddress(created) : answer
}

/** Changes some fields and/or makes the address the default. Another user's address is 404. */
export async function updateAddress(db: Db, userId: string, id: string, patch: Partial<AddressFields> & { isDefault?: boolean }): Promise<UserAddress> {
  const [current] = await db.select().from(userAddresses).where(ownedBy(userId, id))
  if (!current) throw notFound(ADDRESS_NOT_FOUND)
  const { isDefault, ...fields } = patch
  if (isDefault === false && current.isDefault) {
    throw invalid(MESSAGES.defaultAddressRequired, 'default_address_required', { isDefault: MESSAGES.defaultAddressRequired })
  }
  refuseUndeliverable({ ...current, ...fields })

  const statements: BatchItem<'sqlite'>[] = []
  if (isDefault && !current.isDefault) statements.push(clearOtherDefaults(db, userId, id))
  statements.push(
    db
      .update(userAddresses)
      .set({ ...fields, ...(isDefault ? { isDefault: true } : {}) })
      .where(ownedBy(userId, id))
      .returning(),
  )
  const results = await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
  const [updated] = results[results.length - 1] as AddressRow[]
  if (!updated) throw notFound(ADDRESS_NOT_FOUND)
  return toAddress(updated)
}

/** Removes an address; when it was the default, the newest remaining one takes its place, in the same batch. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  const newest = db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
    .limit(1)
  const [removed] = await db.batch([
    db.delete(userAddresses).where(ownedBy(userId, id)).returning({ id: userAddresses.id }),
    db
      .update(userAddresses)
      .set({ isDefault: true })
      .where(and(eq(userAddresses.id, newest), hasNoDefault(db, userId))),
  ])
  if (removed.length === 0) throw notFound(ADDRESS_NOT_FOUND)
}
