// The country of an address form (checkout, the address book): a select of every country the shop
// ships to, named in the page's language and sorted as that language sorts, after an empty choice.
import type { ComponentProps } from 'react'
import { useLang } from '#app/lib/i18n/use-lang'
import { countryOptions } from './country-options'
import { SelectField } from './select-field'

export function CountryField({ placeholder, ...field }: Omit<ComponentProps<typeof SelectField>, 'children'> & { placeholder: string }) {
  const { locale } = useLang()
  return (
    <SelectField {...field}>
      <option value="">{placeholder}</option>
      {countryOptions(locale).map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </SelectField>
  )
}
