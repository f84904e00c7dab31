// Where an order can be shipped: ISO 3166-1 alpha-2 codes, the form Stripe's billing details and
// Intl.DisplayNames (the localised names the checkout shows) both expect. Addresses keep the code.
// Uninhabited territories (Antarctica, Bouvet Island…) are left out: no parcel can reach them.
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB',
  'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BW', 'BY',
  'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX',
  'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK',
  'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS',
  'GT', 'GU', 'GW', 'GY', 'HK', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR',
  'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA',
  'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE',
  'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG',
  'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF',
  'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'US', 'UY',
  'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const

/** Whether a value is one of the codes the shop ships to. */
export const isCountryCode = (value: string): value is (typeof COUNTRY_CODES)[number] => (COUNTRY_CODES as readonly string[]).includes(value)

/** A country's name in a locale (en-US, es-CO, fr-FR) from its code; a value that is no code is returned as stored. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * Countries that write the postal code before the town ("69002 Lyon", "28013 Madrid"); the French
 * overseas departments and collectivities follow France.
 */
const POSTCODE_BEFORE_TOWN = new Set([
  'AT', 'BE', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GF', 'GP', 'IT', 'LI', 'LU', 'MC', 'MQ', 'MX', 'NC', 'NL',
  'NO', 'PF', 'PL', 'PM', 'PT', 'RE', 'SE', 'SK', 'YT',
])
/** Countries that write "Town, ST 12345": the state's abbreviation, then the code after a space. */
const STATE_THEN_POSTCODE = new Set(['US', 'CA', 'AU', 'PR'])

/**
 * An address's town line as the country writes it: "69002 Lyon" in France, "Austin, TX 78701" in
 * the United States, "Medellín, Antioquia, 050021" elsewhere (town, region, code).
 */
export function townLine(address: { city: string; state?: string | null; postalCode?: string | null; country: string }): string {
  const { city, state, postalCode, country } = address
  if (POSTCODE_BEFORE_TOWN.has(country)) return [[postalCode, city].filter(Boolean).join(' '), state].filter(Boolean).join(', ')
  if (STATE_THEN_POSTCODE.has(country)) return [city, [state, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return [city, state, postalCode].filter(Boolean).join(', ')
}
