// What the Content-Security-Policy of an HTML answer lets its inline scripts do.

/**
 * The inline scripts of a page the CSP of its answer would refuse to run: every <script> without
 * src must be a data block (hydration data, JSON-LD), which never runs, or carry the answer's nonce.
 */
export function refusedInlineScripts(html: string, headers: { get(name: string): string | null }): string[] {
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1]
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attributes) => !/\bsrc=/.test(attributes))
    .filter((attributes) => !/\btype="application\/(ld\+)?json"/.test(attributes))
    .filter((attributes) => nonce === undefined || !attributes.includes(`nonce="${nonce}"`))
}
