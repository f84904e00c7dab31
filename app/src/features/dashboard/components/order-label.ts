/** An order reads as 'Order #' and the first 8 characters of its id, uppercased (decision 012). */
export const shortOrderId = (id: string) => id.slice(0, 8).toUpperCase()
