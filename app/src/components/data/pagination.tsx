// Previous / next through a paged list, with where the reader is ("Page 2 of 5"). Hidden when
// everything fits on one page.
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'

export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1 && page <= 1) return null
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {t('pagination.pageOf', { page, pages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  )
}
