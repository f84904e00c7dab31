// The sync cursor on Node, read the cheapest way there is. Every catalogue and sync request reads
// it (worker/src/http/cached-answer.ts): through @libsql/client that costs several times the rest
// of the request, so the Node entry keeps one statement prepared on a read-only connection of its
// own to the same file. Each read is a fresh read of the committed counter, as the client's
// would be: never stale, whoever wrote.
import Database from 'libsql'

export function openSyncCursorReader(path: string) {
  const connection = new Database(path, { readonly: true })
  const statement = connection.prepare("SELECT value FROM counters WHERE name = 'sync'")
  return {
    read: (): number => Number((statement.get() as { value?: number } | undefined)?.value ?? 0),
    close: () => connection.close(),
  }
}
