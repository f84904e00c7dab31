/** Spec §2.8: an order reads as 'Order #' and the first 8 characters of its id, uppercased. */
export const shortOrderId = (id: string) => id.slice(0, 8).toUpperCase()
