// Back-in-stock alerts from the app: asking on a product page, stopping from the email's link.
// Online only: each screen says at once whether it worked. The contract (and zod with it) loads
// when the shopper asks, not with the product page.
import type { StockAlertSubscribeInput } from '#shared/schemas/stock-alerts'
import { callApi } from '#app/lib/api-client'

const loadApi = () => import('#shared/contracts/stock-alerts').then((m) => m.stockAlertsApi)

/** Asks to be emailed when this colour and size is back; a refusal is thrown as ApiError. */
export async function askForStockAlert(input: StockAlertSubscribeInput): Promise<void> {
  await callApi((await loadApi()).subscribe, { body: input })
}

/** Stops the alerts of the address the email's token was sent to. */
export async function stopStockAlerts(token: string): Promise<void> {
  await callApi((await loadApi()).unsubscribe, { body: { token } })
}
