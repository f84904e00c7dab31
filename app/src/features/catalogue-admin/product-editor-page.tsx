// The product editor (decision 019): texts in three languages on tabs that show what each language
// still lacks, price and variants, photos per colour, the stock of each colour and size, and the
// way to publish (asked first when there is no stock), archive or delete.
// Leaving with unsaved changes asks first. The flow is in use-product-editor.ts.
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminProductsApi } from '#shared/contracts/admin-products'
import type { AdminProduct } from '#shared/schemas/catalogue-admin'
import { EditorCard } from './editor-card'
import { displayName } from './product-draft'
import { ProductEditorActions } from './product-editor-actions'
import { ProductForm } from './product-form'
import { ProductMissing } from './product-missing'
import { ProductPhotos } from './product-photos'
import { ProductStatus } from './product-status'
import { ProductStock } from './product-stock'
import { useProductEditor } from './use-product-editor'

export function ProductEditorPage() {
  const { id = 'new' } = useParams()
  return id === 'new' ? <Editor key="new" initial={undefined} /> : <ExistingProduct key={id} id={id} />
}

function ExistingProduct({ id }: { id: string }) {
  const { t } = useTranslation('catalogue-admin')
  const product = useApiQuery(adminProductsApi.byId, { params: { id } })
  if (!product.data || product.data.id !== id) {
    return (
      <AdminScreen title={t('editor.title')}>
        {product.status === 'error' ? <ErrorState message={t('editor.fetchFailed')} onRetry={product.reload} /> : <LoadingState label={t('editor.loading')} />}
      </AdminScreen>
    )
  }
  return <Editor key={id} initial={product.data} />
}

function Editor({ initial }: { initial: AdminProduct | undefined }) {
  const { t } = useTranslation('catalogue-admin')
  const { lang, to } = useLang()
  const editor = useProductEditor(initial)
  const { product, saved, blocker } = editor
  const title = (product && (displayName({ nameEn: saved.texts.nameEn, nameEs: saved.texts.nameEs, nameFr: saved.texts.nameFr }, lang) || saved.code)) || t('editor.newTitle')

  return (
    <AdminScreen
      title={title}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <Link to={to('/admin/products')} className="underline underline-offset-4 hover:text-ink">
            {t('editor.back')}
          </Link>
          {product?.status && <ProductStatus status={product.status} />}
          {editor.dirty && <span role="status">{t('editor.unsaved')}</span>}
        </span>
      }
      actions={<ProductEditorActions product={product} dirty={editor.dirty} busy={editor.busy} onSave={(status) => void editor.save(status)} onPublish={editor.publish} onDelete={() => editor.setConfirmDelete(true)} />}
    >
      {product && product.missing.length > 0 && <ProductMissing missing={product.missing} />}

      <ProductForm
        draft={editor.draft}
        errors={editor.errors}
        missing={editor.missing}
        tab={editor.tab}
        onTab={editor.setTab}
        edit={editor.edit}
        editText={editor.editText}
        toggle={editor.toggle}
        onSubmit={() => void editor.save()}
      />

      {product && (
        <EditorCard title={t('stock.title')}>
          <ProductStock product={product} />
        </EditorCard>
      )}

      <EditorCard title={t('photos.title')}>
        {product ? <ProductPhotos product={product} onChange={editor.accept} colorsChanged={editor.colorsChanged} /> : <p className="text-sm text-muted">{t('photos.saveFirst')}</p>}
      </EditorCard>

      <ConfirmDialog
        open={editor.confirmPublish}
        onOpenChange={editor.setConfirmPublish}
        title={t('stock.publishTitle')}
        message={t('stock.publishMessage', { code: product?.code ?? '' })}
        confirmLabel={t('stock.publishConfirm')}
        onConfirm={() => editor.save('active')}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title={t('leave.title')}
        message={t('leave.message')}
        confirmLabel={t('leave.confirm')}
        destructive
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed()
        }}
      />
      <ConfirmDialog
        open={editor.confirmDelete}
        onOpenChange={editor.setConfirmDelete}
        title={t('delete.title')}
        message={t('delete.message', { code: product?.code ?? '' })}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.busy')}
        destructive
        onConfirm={editor.remove}
      />
    </AdminScreen>
  )
}
