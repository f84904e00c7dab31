import { useTranslation } from 'react-i18next'

/** The first focusable element of a layout: jumps keyboard users past the navigation to #main. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-ink focus:px-5 focus:py-2.5 focus:text-sm focus:text-cream"
    >
      {t('skipToContent')}
    </a>
  )
}
