// The email field of the newsletter forms (footer signup and unsubscribe page): same attributes,
// same error wiring, different look.
import { useTranslation } from 'react-i18next'

type Props = { id: string; value: string; error?: string; onValueChange: (value: string) => void; className: string }

export function EmailInput({ id, value, error, onValueChange, className }: Props) {
  const { t } = useTranslation('newsletter')
  return (
    <input
      id={id}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={t('form.placeholder')}
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onValueChange(e.target.value)}
      className={className}
    />
  )
}

export function EmailError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
      {error}
    </p>
  )
}
