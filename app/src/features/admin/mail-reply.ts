// The Messages screen's Reply link (decision 038): a mailto: URL that opens the staff member's own
// mail app with the customer's address and "Re: <subject>" (RFC 6068). Every part is
// percent-encoded, spaces as %20 (mail apps do not read + as a space), so a subject with & ? # or
// accents arrives whole; the @ of the address stays as it is, which every mail app reads.
const REPLY_PREFIX = /^re\s*:/i

/** The subject of a reply: "Re: " once, never "Re: Re: ". */
export const replySubject = (subject: string) => (REPLY_PREFIX.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`)

export function mailReplyLink(to: string, subject: string): string {
  const address = encodeURIComponent(to).replaceAll('%40', '@')
  return `mailto:${address}?subject=${encodeURIComponent(replySubject(subject))}`
}
