// The shop's words for the codes the wholesale form stores (business type, years, monthly order,
// pricing tier), from the `wholesale` namespace; a value from elsewhere shows as it is.
import type { TFunction } from 'i18next'

export function choiceLabel(t: TFunction, group: 'businessTypes' | 'years' | 'monthly' | 'pricingTiers', value: string | null | undefined): string | undefined {
  if (!value) return undefined
  return t(`${group}.${value}`, { ns: 'wholesale', defaultValue: value })
}
