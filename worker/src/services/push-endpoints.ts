// Which push endpoints the shop will call (decision 043). A subscription's endpoint comes from the
// browser, so from whoever makes the request: the server only ever sends to `https` on a host of
// the configured list (PUSH_SERVICE_HOSTS, else env.ts's DEFAULT_PUSH_SERVICE_HOSTS), never to an
// address of the client's choosing.
//
// An entry is a host (`fcm.googleapis.com`), a host with its port (`push.example.com:8443`) or any
// subdomain of one (`*.notify.windows.com`, not the bare domain): all `https`, on port 443 unless
// the entry names another. Plain `http` is allowed only for an entry written with its scheme and
// port, `http://127.0.0.1:4567`, which matches that exact origin and nothing else: a test's local
// stand-in, named explicitly in the configuration, never reached by a built-in rule.

/** True when the endpoint may be called under `hosts`. */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  // Credentials in the URL would travel to the push service; none has any.
  if (url.username || url.password) return false
  if (url.protocol === 'http:') return hosts.some((entry) => entry.startsWith('http://') && sameOrigin(entry, url))
  if (url.protocol !== 'https:') return false
  return hosts.some((entry) => !entry.includes('://') && httpsEntryMatches(entry.toLowerCase(), url))
}

function sameOrigin(entry: string, url: URL): boolean {
  try {
    const allowed = new URL(entry)
    // The port must be written: `http://127.0.0.1` alone is too loose to mean anything.
    return allowed.port !== '' && allowed.origin === url.origin
  } catch {
    return false
  }
}

function httpsEntryMatches(entry: string, url: URL): boolean {
  const [pattern = '', port = ''] = entry.split(/:(?=\d+$)/)
  // URL drops the default port: '' means 443.
  if ((url.port || '443') !== (port || '443')) return false
  const host = url.hostname.toLowerCase()
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
  return host === pattern
}
