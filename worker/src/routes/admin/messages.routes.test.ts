// Contact messages in the back office (decision 038) against the real migrations and the demo
// data: the list newest first with its counts, paging, status filter and search through the
// trigram index; one message in full; status changes any way round, each audited, and a change
// on a status changed meanwhile refused; and who may.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessagesApi, type ContactMessageList } from '#shared/contracts/admin-messages'
import { contactApi } from '#shared/contracts/content'
import { urlFor } from '#shared/contracts/contract'
import { MESSAGES } from '#shared/schemas/messages'
import { adminAuditLog, contactMessages, users } from '#worker/db/schema'
import { seedMessages } from '#worker/db/seed/inbox.data'
import type { Db } from '#worker/db/client'
import { changeContactMessageStatus } from '#worker/services/contact-messages-admin'
import { signInDemoRoles } from '#worker/test/session-cookie'
import { createTestApp, TEST_PASSWORD } from '#worker/test/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let admin: string, staff: string, customer: string
beforeAll(async () => {
  t = await createTestApp({ seed: true })
  ;({ admin, staff, customer } = await signInDemoRoles(t.request, TEST_PASSWORD))
})
afterAll(() => t.close())

const send = async (cookie: string | undefined, url: string, method = 'GET', json?: unknown) => {
  const res = await t.request(url, { method, headers: cookie ? { cookie } : {}, ...(json !== undefined && { json }) })
  return { status: res.status, body: await res.json() }
}
const list = async (query: Record<string, unknown> = {}) => {
  const res = await send(staff, urlFor(adminMessagesApi.list, {}, query))
  expect(res.status).toBe(200)
  return adminMessagesApi.list.output.parse(res.body) as ContactMessageList
}
const setStatus = (id: string, status: unknown, cookie = staff) => send(cookie, urlFor(adminMessagesApi.changeStatus, { id }), 'PATCH', { status })

describe('/api/admin/contact-messages', () => {
  it('lists the messages newest first, 50 a page, with the total and the count of each status', async () => {
    const seeded = await list()
    expect(seeded).toMatchObject({ total: seedMessages.length, page: 1, pageSize: 50, counts: { new: 2, answered: 1, closed: 2 } })
    expect(seeded.items.map((m) => m.name)).toEqual([...seedMessages].sort((a, b) => a.daysAgo - b.daysAgo).map((m) => m.name))
    // The preview is the text's start on one line.
    expect(seeded.items[0]).toMatchObject({ language: 'es', status: 'new', preview: expect.stringMatching(/^Hola, tuve a mi bebé .* Mido 1,62 m/) })
    expect(seeded.items[0]!.preview).not.toContain('\n')

    const older = new Date('2020-01-01T00:00:00.000Z').getTime()
    await t.db.insert(contactMessages).values(
      Array.from({ length: 50 }, (_, i) => ({ name: `Bulk ${i}`, email: `bulk${i}@example.com`, subject: 'Bulk question', message: 'A question asked in bulk.', createdAt: new Date(older + i * 1000).toISOString() })),
    )
    const second = await list({ page: 2 })
    expect(second).toMatchObject({ total: seedMessages.length + 50, page: 2, counts: { new: 52 } })
    // The oldest bulk message is the last of all.
    expect(second.items.map((m) => m.name)).toEqual(['Bulk 4', 'Bulk 3', 'Bulk 2', 'Bulk 1', 'Bulk 0'])
    await t.db.delete(contactMessages).where(eq(contactMessages.subject, 'Bulk question'))
  })

  it('filters by status and searches name, email and subject, accents and case aside; the counts follow the search', async () => {
    expect((await list({ status: 'closed' })).items.map((m) => m.name).sort()).toEqual(['Laura Gómez', 'Olivia Chen'])
    expect((await list({ search: 'GOMEZ' })).items.map((m) => m.name)).toEqual(['Laura Gómez'])
    expect((await list({ search: 'chloe.martin@' })).items.map((m) => m.name)).toEqual(['Chloé Martin'])
    const bySubject = await list({ search: 'livraison lyon' })
    expect(bySubject).toMatchObject({ total: 1, counts: { new: 1, answered: 0, closed: 0 } })
    // One or two letters cannot use the trigram index: the columns are read instead.
    expect((await list({ search: 'Ch', status: 'closed' })).items.map((m) => m.name)).toEqual(['Olivia Chen'])
    // The body is not searched.
    expect((await list({ search: 'hermana' })).total).toBe(0)

    // A message that arrives through the contact form is found at once (the index's trigger).
    const posted = await t.request(contactApi.send.url, {
      method: 'POST',
      json: { name: 'Zoë Adeyemi', email: 'zoe@example.com', subject: 'Wholesale catalogue', message: 'Could you send your wholesale catalogue?', language: 'en' },
    })
    expect(posted.status).toBe(201)
    expect((await list({ search: 'adeyemi' })).items).toEqual([expect.objectContaining({ email: 'zoe@example.com', status: 'new', language: 'en' })])

    const refused = await send(staff, `${adminMessagesApi.list.url}?status=spam`)
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', fields: { status: MESSAGES.messageStatusInvalid } } } })
  })

  it('opens one message in full; an unknown id is a 404', async () => {
    const [first] = (await list({ search: 'valentina' })).items
    const res = await send(admin, urlFor(adminMessagesApi.detail, { id: first!.id }))
    expect(res.status).toBe(200)
    expect(adminMessagesApi.detail.output.parse(res.body)).toMatchObject({ name: 'Valentina Ortiz', email: 'valentina.ortiz@example.com', message: seedMessages[0]!.message })
    expect((await send(staff, urlFor(adminMessagesApi.detail, { id: '00000000-0000-4000-8000-000000000000' }))).body.error.code).toBe('not_found')
  })

  it('changes the status forward and back, each change audited with who made it; the same status writes nothing', async () => {
    const [message] = (await list({ search: 'megan' })).items
    const id = message!.id
    expect((await setStatus(id, 'closed')).body).toMatchObject({ id, status: 'closed' })
    expect((await setStatus(id, 'new', admin)).body).toMatchObject({ status: 'new' })
    expect((await setStatus(id, 'answered')).body).toMatchObject({ status: 'answered' })
    expect((await setStatus(id, 'answered')).status).toBe(200)
    expect((await send(staff, urlFor(adminMessagesApi.detail, { id }))).body.status).toBe('answered')

    const entries = await t.db
      .select({ before: adminAuditLog.before, after: adminAuditLog.after, email: users.email, targetType: adminAuditLog.targetType })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.userId))
      .where(and(eq(adminAuditLog.action, 'contact_message.status_change'), eq(adminAuditLog.targetId, id)))
      .orderBy(adminAuditLog.createdAt, adminAuditLog.id)
    expect(entries).toEqual([
      { before: { status: 'answered' }, after: { status: 'closed' }, email: 'staff@example.com', targetType: 'contact_message' },
      { before: { status: 'closed' }, after: { status: 'new' }, email: 'admin@example.com', targetType: 'contact_message' },
      { before: { status: 'new' }, after: { status: 'answered' }, email: 'staff@example.com', targetType: 'contact_message' },
    ])

    expect(await setStatus(id, 'archived')).toMatchObject({ status: 400, body: { error: { fields: { status: MESSAGES.messageStatusInvalid } } } })
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'closed')).body.error.code).toBe('not_found')
  })

  it('refuses a change decided on a status someone else changed meanwhile: 409, nothing written', async () => {
    const [message] = (await list({ search: 'olivia' })).items
    const [staffUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@example.com'))
    // Someone else reopens it between this change's read and its write.
    const racing = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'batch') return Reflect.get(target, prop, receiver)
        return async (statements: Parameters<Db['batch']>[0]) => {
          await target.update(contactMessages).set({ status: 'new' }).where(eq(contactMessages.id, message!.id))
          return target.batch(statements)
        }
      },
    })
    await expect(changeContactMessageStatus(racing, staffUser!.id, message!.id, 'answered', new Date())).rejects.toMatchObject({ code: 'contact_message_changed' })
    expect((await send(staff, urlFor(adminMessagesApi.detail, { id: message!.id }))).body.status).toBe('new')
    expect(await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, message!.id))).toEqual([])
  })

  it('is for admins and staff only: a customer gets 403, a visitor 401', async () => {
    const [message] = (await list()).items
    const calls = [
      () => send(customer, adminMessagesApi.list.url),
      () => send(customer, urlFor(adminMessagesApi.detail, { id: message!.id })),
      () => setStatus(message!.id, 'closed', customer),
    ]
    for (const call of calls) expect((await call()).status).toBe(403)
    expect((await send(undefined, adminMessagesApi.list.url)).status).toBe(401)
    expect((await send(staff, urlFor(adminMessagesApi.detail, { id: message!.id }))).body.status).toBe(message!.status)
  })
})
