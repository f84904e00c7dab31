// EN / ES / FR: each link leads to the same page (query and hash kept) in that language.
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { cn } from '#app/components/ui/cn'
import { LANGUAGE_NAMES, LANGUAGES, localizePath } from '#app/lib/i18n/lang-path'
import { useLang } from '#app/lib/i18n/use-lang'

export function LanguageSwitcher({ className, onSwitch }: { className?: string; onSwitch?: () => void }) {
  const { t } = useTranslation()
  const { lang } = useLang()
  const { pathname, search, hash } = useLocation()
  return (
    <nav aria-label={t('language.label')} className={cn('flex items-center gap-0.5 text-xs font-medium tracking-wider', className)}>
      {LANGUAGES.map((l) => (
        <Link
          key={l}
          to={localizePath(pathname + search + hash, l)}
          hrefLang={l}
          lang={l}
          onClick={onSwitch}
          aria-current={l === lang ? 'true' : undefined}
          className={cn(
            'grid h-8 min-w-8 place-items-center rounded-full px-2 transition-colors',
            l === lang ? 'bg-ink text-cream' : 'text-muted hover:bg-sand/70 hover:text-ink',
          )}
        >
          {/* The short code is what sighted users read; assistive tech hears the language's own name. */}
          <span aria-hidden="true">{l.toUpperCase()}</span>
          <span className="sr-only">{LANGUAGE_NAMES[l]}</span>
        </Link>
      ))}
    </nav>
  )
}
