// The carriers the shop ships with and where a customer follows a parcel (tracking links on
// "My orders"; shipments are added by staff, decision 017). Unknown carriers have no link.
export const CARRIERS = ['DHL', 'FedEx', 'UPS', 'USPS', 'Servientrega', '4-72'] as const
type Carrier = (typeof CARRIERS)[number]

const TRACKING_PAGES: Record<Carrier, (number: string) => string> = {
  DHL: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  Servientrega: (n) => `https://www.servientrega.com/wps/portal/rastreo-envio?guia=${n}`,
  '4-72': (n) => `https://www.4-72.com.co/publicaciones/236/personas/?guia=${n}`,
}

/** The carrier as listed, whatever the case or spacing it was typed with; undefined when unknown. */
export function knownCarrier(name: string | null | undefined): Carrier | undefined {
  const wanted = (name ?? '').replace(/\s+/g, '').toLowerCase()
  return CARRIERS.find((c) => c.replace(/\s+/g, '').toLowerCase() === wanted)
}

/** The public page where this parcel can be followed, or undefined for an unknown carrier or an empty number. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | undefined {
  const known = knownCarrier(carrier)
  const number = (trackingNumber ?? '').trim()
  if (!known || !number) return undefined
  return TRACKING_PAGES[known](encodeURIComponent(number))
}
