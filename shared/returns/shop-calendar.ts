// Calendar days in the shop's time zone (decision 037): the returns policy counts its days, its
// business days and its holiday dates where the shop is, whatever the customer's clock says. A
// day is a `YYYY-MM-DD` string; instants are Dates. Plain Intl, no library.

/** A calendar date in the shop's time zone, `YYYY-MM-DD`. */
export type ShopDay = string

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
  return parts
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds (whole seconds). */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The shop's calendar date at an instant. */
export function shopDayOf(instant: Date, timeZone: string): ShopDay {
  const w = wallClock(instant, timeZone)
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`
}

export function makeShopDay(year: number, month: number, day: number): ShopDay {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

export function dayParts(day: ShopDay): { year: number; month: number; day: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return { year, month, day: date }
}

/** The instant a shop day starts (its midnight in the shop's zone; the zone's offset read twice, so a change of offset that day is met). */
export function startOfShopDay(day: ShopDay, timeZone: string): Date {
  const { year, month, day: date } = dayParts(day)
  const wall = Date.UTC(year, month - 1, date)
  const first = wall - offsetAt(new Date(wall), timeZone)
  return new Date(wall - offsetAt(new Date(first), timeZone))
}

/** The day `count` calendar days after `day` (before, when negative). */
export function addDays(day: ShopDay, count: number): ShopDay {
  const { year, month, day: date } = dayParts(day)
  const next = new Date(Date.UTC(year, month - 1, date + count))
  return makeShopDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate())
}

/** Monday to Friday; public holidays are not known here and count as business days (decision 037). */
export function isBusinessDay(day: ShopDay): boolean {
  const { year, month, day: date } = dayParts(day)
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/** The `count`th business day after `day` (`day` itself is never counted). */
export function addBusinessDays(day: ShopDay, count: number): ShopDay {
  let current = day
  for (let left = count; left > 0; ) {
    current = addDays(current, 1)
    if (isBusinessDay(current)) left--
  }
  return current
}
