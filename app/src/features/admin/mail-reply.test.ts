import { describe, expect, it } from 'vitest'
import { mailReplyLink, replySubject } from './mail-reply'

describe('mailReplyLink', () => {
  it('addresses the customer with "Re: subject", every part percent-encoded', () => {
    expect(mailReplyLink('ana.rios@example.com', '¿Talla M o L? & envío #2')).toBe(
      'mailto:ana.rios@example.com?subject=Re%3A%20%C2%BFTalla%20M%20o%20L%3F%20%26%20env%C3%ADo%20%232',
    )
    // A local part may hold characters that mean something in a URL.
    expect(mailReplyLink('a+b?c@example.com', 'Hi')).toBe('mailto:a%2Bb%3Fc@example.com?subject=Re%3A%20Hi')
    expect(decodeURIComponent(new URL(mailReplyLink('chloe@example.com', 'Délai 100% garanti')).search)).toBe('?subject=Re: Délai 100% garanti')
  })

  it('never doubles the prefix', () => {
    expect(replySubject('RE: Exchange')).toBe('RE: Exchange')
    expect(replySubject(' Exchange ')).toBe('Re: Exchange')
  })
})
