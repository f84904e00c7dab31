import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useLang } from '../../../lib/i18n/use-lang'

/** Header slot: a login button for visitors, the user menu once signed in (accounts issue). */
export function AccountMenu() {
  const { t } = useTranslation()
  const { to } = useLang()
  return (
    <Link to={to('/login')} className="rounded-full border border-ink px-4 py-2 text-sm text-ink hover:bg-ink hover:text-cream">
      {t('account.login')}
    </Link>
  )
}
