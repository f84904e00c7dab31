// The lines of a wholesale request, shared by the buyer's acknowledgement and the sales team's
// notification.
export type WholesaleRequestItem = { productName: string; productCode: string; color: string; size: string; quantity: number }
