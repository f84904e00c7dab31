// An address offers its line breaks before the @ and the dots, and reads as the address it is.
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EmailAddress } from './email-address'

afterEach(cleanup)

describe('EmailAddress', () => {
  it('may break only before the @ and the dots, and keeps the address whole as text', () => {
    const { container } = render(<EmailAddress email="ana.restrepo@forma-bella.example" />)
    const span = container.firstElementChild!
    expect(span.textContent).toBe('ana.restrepo@forma-bella.example')
    expect(span.innerHTML).toBe('ana<wbr>.restrepo<wbr>@forma-bella<wbr>.example')
  })
})
