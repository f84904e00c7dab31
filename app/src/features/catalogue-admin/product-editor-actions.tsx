// The product editor's actions: preview a product on sale, save, publish, take off sale, archive,
// and delete one that was never ordered.
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses } from '#app/components/ui/button'
import { useLang } from '#app/lib/i18n/use-lang'
import type { ProductStatus as Status } from '#shared/catalogue/catalogue'
import type { AdminProduct } from '#shared/schemas/catalogue-admin'

type ProductEditorActionsProps = {
  /** Undefined for a product not created yet. */
  product: AdminProduct | undefined
  dirty: boolean
  busy: boolean
  onSave: (status?: Status) => void
  /** Publishing asks first when there is no stock (use-product-editor's publish). */
  onPublish: () => void
  onDelete: () => void
}

export function ProductEditorActions({ product, dirty, busy, onSave, onPublish, onDelete }: ProductEditorActionsProps) {
  const { t } = useTranslation('catalogue-admin')
  const { to } = useLang()
  const status = product?.status
  return (
    <>
      {status === 'active' && (
        <a href={to(`/product/${product!.id}`)} target="_blank" rel="noopener" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('editor.preview')}
        </a>
      )}
      <Button variant="secondary" size="sm" disabled={busy || (!dirty && !!product)} onClick={() => onSave()}>
        {t('editor.save')}
      </Button>
      {product && status !== 'active' && (
        <Button size="sm" disabled={busy} onClick={onPublish}>
          {t('editor.publish')}
        </Button>
      )}
      {status === 'active' && (
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onSave('draft')}>
          {t('editor.unpublish')}
        </Button>
      )}
      {product && status !== 'archived' && (
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => onSave('archived')}>
          {t('editor.archive')}
        </Button>
      )}
      {product && !product.ordered && (
        <Button variant="ghost" size="sm" disabled={busy} onClick={onDelete}>
          {t('editor.delete')}
        </Button>
      )}
    </>
  )
}
