// The signed-in user's own account (decision 015): profile, password, address book, a copy of their
// data and deleting the account. Every call is the user's own: there is no id of a person in
// any path, and an address id of someone else's is not found.
import { Hono, type Context } from 'hono'
import { accountApi } from '#shared/contracts/account'
import { BRAND_NAME } from '#shared/brand'
import { requestTime, type AppEnv } from '#worker/context'
import { wrongPasswords } from '#worker/http/account-limits'
import { requireUser, signedInUser } from '#worker/http/auth'
import { answerOnce, idempotency } from '#worker/http/idempotency'
import { clearSessionCookie, sessionToken } from '#worker/http/session-cookie'
import { readJson } from '#worker/http/validate'
import { createAddress, deleteAddress, listAddresses, updateAddress } from '#worker/services/addresses'
import { deleteAccount, exportAccount, exportFileName } from '#worker/services/privacy'
import { changePassword, updateProfile } from '#worker/services/profile'
import { sessionIdFromToken } from '#worker/services/sessions'
import type { UserAddress } from '#shared/schemas/addresses'
import { toPublicUser } from '#worker/services/users'

const db = (c: Context<AppEnv>) => c.get('deps').db

export const accountRoutes = new Hono<AppEnv>()
  .get(accountApi.profile.path, requireUser, (c) => c.json(toPublicUser(signedInUser(c))))

  .patch(accountApi.updateProfile.path, requireUser, async (c) => {
    const change = await readJson(c, accountApi.updateProfile.input)
    return c.json(toPublicUser(await updateProfile(db(c), signedInUser(c).id, change, requestTime(c))))
  })

  .post(accountApi.changePassword.path, requireUser, wrongPasswords(accountApi.changePassword.input), async (c) => {
    const { currentPassword, newPassword } = await readJson(c, accountApi.changePassword.input)
    const now = requestTime(c)
    const token = sessionToken(c)
    const keepSessionId = token ? await sessionIdFromToken(c.get('deps').config, token, now) : undefined
    await changePassword(db(c), signedInUser(c).id, { currentPassword, newPassword, keepSessionId }, now)
    return c.json({ message: 'Your password has been changed. You have been signed out everywhere else.' })
  })

  .get(accountApi.addresses.path, requireUser, async (c) => c.json(await listAddresses(db(c), signedInUser(c).id)))

  .post(accountApi.addAddress.path, requireUser, idempotency(), async (c) => {
    const input = await readJson(c, accountApi.addAddress.input)
    const answer = answerOnce(c, 201, (address: UserAddress) => address)
    const address = await createAddress(db(c), signedInUser(c).id, input, { now: requestTime(c), alsoWrite: answer.writes })
    return answer.send(address)
  })

  .patch(accountApi.updateAddress.path, requireUser, async (c) => {
    const patch = await readJson(c, accountApi.updateAddress.input)
    return c.json(await updateAddress(db(c), signedInUser(c).id, c.req.param('id'), patch))
  })

  .delete(accountApi.removeAddress.path, requireUser, async (c) => {
    await deleteAddress(db(c), signedInUser(c).id, c.req.param('id'))
    return c.body(null, 204)
  })

  .get(accountApi.exportData.path, requireUser, async (c) => {
    const now = requestTime(c)
    const data = await exportAccount(db(c), signedInUser(c), now, BRAND_NAME)
    c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`)
    return c.json(data)
  })

  .delete(accountApi.remove.path, requireUser, wrongPasswords(accountApi.remove.input), async (c) => {
    const { password } = await readJson(c, accountApi.remove.input)
    await deleteAccount(db(c), signedInUser(c), password)
    clearSessionCookie(c)
    return c.body(null, 204)
  })
