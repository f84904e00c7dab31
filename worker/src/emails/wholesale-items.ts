// The lines of a wholesale request, shared by the buyer's acknowledgement and the sales team's
// notification.
import type { InquiryItem } from '#shared/schemas/wholesale'

export type WholesaleRequestItem = Omit<InquiryItem, 'productId'>
