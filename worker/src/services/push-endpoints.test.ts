import { describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_SERVICE_HOSTS } from '#worker/env'
import { isAllowedPushEndpoint } from './push-endpoints'

describe('isAllowedPushEndpoint', () => {
  it('takes https endpoints of the built-in push services, and nothing else', () => {
    const allowed = (endpoint: string) => isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc:def')).toBe(true)
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/gAAA')).toBe(true)
    expect(allowed('https://wns2-par02p.notify.windows.com/w/?token=x')).toBe(true)
    expect(allowed('https://web.push.apple.com/QK4Yl')).toBe(true)
    // Not https, another port, a look-alike host, the wildcard's bare domain, credentials, the shop's own network.
    expect(allowed('http://fcm.googleapis.com/fcm/send/abc')).toBe(false)
    expect(allowed('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(false)
    expect(allowed('https://fcm.googleapis.com.evil.example/x')).toBe(false)
    expect(allowed('https://evilfcm.googleapis.com/x')).toBe(false)
    expect(allowed('https://notify.windows.com/x')).toBe(false)
    expect(allowed('https://user:pass@fcm.googleapis.com/x')).toBe(false)
    expect(allowed('https://127.0.0.1/x')).toBe(false)
    expect(allowed('http://127.0.0.1:4567/x')).toBe(false)
    expect(allowed('file:///etc/passwd')).toBe(false)
    expect(allowed('not a url')).toBe(false)
  })

  it('takes plain http only for an origin the list names with its scheme and port', () => {
    const hosts = ['http://127.0.0.1:4567', 'push.example.com:8443']
    expect(isAllowedPushEndpoint('http://127.0.0.1:4567/push/1', hosts)).toBe(true)
    expect(isAllowedPushEndpoint('http://127.0.0.1:4568/push/1', hosts)).toBe(false)
    expect(isAllowedPushEndpoint('https://127.0.0.1:4567/push/1', hosts)).toBe(false)
    expect(isAllowedPushEndpoint('http://localhost:4567/push/1', hosts)).toBe(false)
    expect(isAllowedPushEndpoint('https://push.example.com:8443/x', hosts)).toBe(true)
    expect(isAllowedPushEndpoint('https://push.example.com/x', hosts)).toBe(false)
    expect(isAllowedPushEndpoint('http://127.0.0.1:4567/x', ['http://127.0.0.1'])).toBe(false)
  })
})
