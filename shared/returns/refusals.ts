// Why a return, a line of it or a step of its case is refused (decision 037), each a stable code.
// They become codes of the API's error catalogue as `return_<refusal>` when the returns API is
// built; the eligibility check answers every one that applies to a line, so the customer reads
// all the reasons at once.

export const RETURN_REFUSALS = [
  // The order as a whole.
  'order_not_shipped',
  'order_closed',
  // A line.
  'window_closed',
  'heavily_discounted',
  'not_returnable',
  'sample',
  'made_to_measure',
  'already_returned',
  'quantity_exceeds',
  'nothing_selected',
  // An exchange: the size or colour asked for is not one the product is made in; none of it is
  // left to send when staff finish the case.
  'exchange_unavailable',
  'exchange_out_of_stock',
  // The case.
  'not_approved',
  'transition_not_allowed',
  'actor_not_allowed',
] as const
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number]

/** Each refusal's error code in the API's catalogue, once it is added there. */
export const returnError = <R extends ReturnRefusal>(refusal: R) => `return_${refusal}` as const
