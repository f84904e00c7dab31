// The header's search button. The search itself (features/search/search-dialog.tsx) and its
// strings are not part of the first download: they load when the button is first pointed at,
// focused or pressed, and the dialog mounts on first use (decision 010). Offline, the service
// worker has them like every storefront chunk.
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchIcon } from 'lucide-react'
import { useDialogOnDemand } from '#app/components/ui/dialog-on-demand'
import { i18n, loadNamespaces } from '#app/lib/i18n/i18n'
import { isLanguage } from '#app/lib/i18n/lang-path'

const loadSearch = () => {
  const lang = i18n.language
  return Promise.all([import('#app/features/search/search-dialog'), isLanguage(lang) ? loadNamespaces(lang, ['search']) : undefined]).then(
    ([module]) => module,
  )
}
const SearchDialog = lazy(() => loadSearch().then((m) => ({ default: m.SearchDialog })))

export function HeaderSearch() {
  const { t } = useTranslation()
  const dialog = useDialogOnDemand()
  const warm = () => void loadSearch().catch(() => {})
  return (
    <>
      <button
        {...dialog.openerProps}
        aria-label={t('search.open')}
        onPointerEnter={warm}
        onFocus={warm}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-sand/60"
        data-testid="search-button"
      >
        <SearchIcon width={22} height={22} />
      </button>
      {dialog.used && (
        <Suspense fallback={null}>
          <SearchDialog open={dialog.open} onOpenChange={dialog.setOpen} opener={dialog.opener} />
        </Suspense>
      )}
    </>
  )
}
