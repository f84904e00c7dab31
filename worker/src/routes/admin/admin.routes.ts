// The back office API, /api/admin/*. The guard below admits admin and staff to everything
// mounted here; user management, the audit log, the email outbox, the health report and the operations figures add their own admin-only guard.
//
// Adding admin endpoints (orders, wholesale inquiries, inventory…): build a sub-router in its
// own file and mount it at the bottom of this file, e.g. `adminRoutes.route('/orders', adminOrders)`.
// Mount it here, after the guard, never directly in app.ts: routes/route-access.test.ts walks every
// /api route the app registers and fails for one that its contract's roles do not match.
import { Hono } from 'hono'
import { adminUsersApi } from '#shared/contracts/admin-users'
import { requestTime, type AppEnv } from '#worker/context'
import { requireRole, signedInUser } from '#worker/http/auth'
import { readJson, readQuery } from '#worker/http/validate'
import { changeUserRole, createUser, deleteUser, listUsers } from '#worker/services/users'
import { adminAuditLog } from './audit-log.routes'
import { adminDiscounts } from './discounts.routes'
import { adminEmailOutbox } from './email-outbox.routes'
import { adminHealth } from './health.routes'
import { adminOffers } from './offers.routes'
import { adminMessages } from './messages.routes'
import { adminOperations } from './operations.routes'
import { adminProducts } from './products.routes'
import { adminStoreCredit } from './store-credit.routes'
import { adminReturns } from './returns.routes'
import { adminReturnPolicy } from './return-policy.routes'
import { adminReviews } from './reviews.routes'
import { adminInventory } from './inventory.routes'
import { adminOrders } from './orders.routes'
import { adminSubscribers } from './subscribers.routes'
import { adminAccounts, adminInquiries } from './admin-wholesale.routes'

export const adminRoutes = new Hono<AppEnv>()
adminRoutes.use('*', requireRole('admin', 'staff'))

/** User management: admins only, staff get 403. Every write is audited. */
const userManagement = new Hono<AppEnv>()
  .use('*', requireRole('admin'))
  .get(adminUsersApi.list.path, async (c) => {
    const filter = readQuery(c, adminUsersApi.list.query)
    return c.json(await listUsers(c.get('deps').db, filter))
  })
  .post(adminUsersApi.create.path, async (c) => {
    const input = await readJson(c, adminUsersApi.create.input)
    return c.json(await createUser(c.get('deps').db, signedInUser(c).id, input, requestTime(c)), 201)
  })
  .patch(adminUsersApi.changeRole.path, async (c) => {
    const { role } = await readJson(c, adminUsersApi.changeRole.input)
    return c.json(await changeUserRole(c.get('deps').db, signedInUser(c).id, c.req.param('id'), role, requestTime(c)))
  })
  .delete(adminUsersApi.remove.path, async (c) => {
    return c.json(await deleteUser(c.get('deps').db, signedInUser(c).id, c.req.param('id'), requestTime(c)))
  })

adminRoutes.route('/users', userManagement)
adminRoutes.route('/orders', adminOrders)
adminRoutes.route('/inventory', adminInventory)
adminRoutes.route('/audit-log', adminAuditLog)
adminRoutes.route('/email-outbox', adminEmailOutbox)
adminRoutes.route('/health', adminHealth)
adminRoutes.route('/operations', adminOperations)
adminRoutes.route('/products', adminProducts)
adminRoutes.route('/discount-codes', adminDiscounts)
adminRoutes.route('/offers', adminOffers)
// What customers write (contact messages) and who reads the newsletter: admin and staff.
adminRoutes.route('/contact-messages', adminMessages)
adminRoutes.route('/newsletter-subscribers', adminSubscribers)
adminRoutes.route('/store-credit', adminStoreCredit)
// The return policy's settings (admins change them) before the cases, whose '/:id' would take 'policy'.
adminRoutes.route('/returns/policy', adminReturnPolicy)
adminRoutes.route('/returns', adminReturns)
adminRoutes.route('/reviews', adminReviews)
// Wholesale inquiries and accounts: admin and staff.
adminRoutes.route('/wholesale-orders', adminInquiries)
adminRoutes.route('/wholesale-accounts', adminAccounts)
