// A back-office CSV file as the browser downloads it: named after what it holds and the day it was
// made (the request's time), never cached.
import type { Context } from 'hono'
import { requestTime, type AppEnv } from '#worker/context'

export function csvDownload(c: Context<AppEnv>, csv: string, name: string) {
  const day = requestTime(c).toISOString().slice(0, 10)
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
    'Cache-Control': 'no-store',
  })
}
