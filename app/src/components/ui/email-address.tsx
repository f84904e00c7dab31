// An email address that wraps where a reader expects it to: before the @ and before each dot, so
// a narrow column never cuts "ana.restrepo@example.com" in the middle of a name. Only an address
// longer than the column (a single part wider than it) is broken inside a part.
import { Fragment } from 'react'
import { cn } from './cn'

export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/)
  return (
    <span className={cn('[overflow-wrap:anywhere]', className)}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
