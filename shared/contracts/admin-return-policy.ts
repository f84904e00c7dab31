// The return policy's settings in the back office (decision 041): the policy in force (its
// numbers as defaults, DEFAULT_RETURN_POLICY, with what admins changed laid over them), saving a
// whole new one, and going back to the policy's defaults. Staff read it (they run returns by it);
// only admins change it, and every change is audited with the values before and after.
import { z } from 'zod'
import { returnPolicySettingsSchema } from '#shared/returns/policy-settings'
import { get, post, put, resource } from './contract'

const returnPolicyAnswerSchema = z.object({
  /** The policy the shop computes with now. */
  settings: returnPolicySettingsSchema,
  /** When an admin last saved or reset it, and who; null while it was never changed. */
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The stored settings could not be read as a policy (an older shape no longer valid): the defaults apply until an admin saves. */
  storedInvalid: z.boolean(),
})
export type ReturnPolicyAnswer = z.infer<typeof returnPolicyAnswerSchema>

export const adminReturnPolicyApi = resource('/api/admin/returns/policy', {
  show: get('/', { access: 'back-office', output: returnPolicyAnswerSchema }),
  /**
   * Replaces the policy with these settings (every field; the screen sends back those it does not
   * show). 400 `validation_failed` names each refused field by its path (`windows.problemDays`);
   * 409 `return_policy_changed` when another admin saved at the same moment. Saving what is in
   * force changes nothing and records nothing.
   */
  save: put('/', { access: 'admin', input: returnPolicySettingsSchema, output: returnPolicyAnswerSchema, errors: ['return_policy_changed'] }),
  /** Back to the policy's defaults: the stored changes are removed. 409 `return_policy_changed` as for save. */
  reset: post('/reset', { access: 'admin', output: returnPolicyAnswerSchema, errors: ['return_policy_changed'] }),
})
