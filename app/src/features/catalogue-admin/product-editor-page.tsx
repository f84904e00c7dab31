// The product editor (decision 019): texts in three languages on tabs that show what each language
// still lacks, price and variants, photos per colour, and the way to publish, archive or delete.
// Leaving with unsaved changes asks first (in-app navigation and closing the tab alike).
import * as Tabs from '@radix-ui/react-tabs'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useBlocker, useNavigate, useParams } from 'react-router-dom'
import { SelectField } from '#app/components/form/select-field'
import { TextareaField } from '#app/components/form/textarea-field'
import { TextField } from '#app/components/form/text-field'
import { useErrorText } from '#app/components/form/use-error-text'
import { ErrorState, LoadingState } from '#app/components/ui/async-state'
import { Button, buttonClasses } from '#app/components/ui/button'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog'
import { useToast } from '#app/components/ui/toast'
import { ApiError, callApi } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { PRODUCT_CATEGORIES, PRODUCT_COLORS, PRODUCT_SIZES, type ProductCategory, type ProductStatus as Status } from '#shared/catalogue/catalogue'
import { adminProductsApi } from '#shared/contracts/admin-products'
import type { AdminProduct } from '#shared/schemas/catalogue-admin'
import { AdminScreen } from '#app/components/ui/admin-screen'
import { LANGUAGES, type Language } from '#shared/catalogue/catalogue'
import { displayName, emptyDraft, missingTexts, sameDraft, textKey, toDraft, toInput, type Draft, type TextField as TextName } from './product-draft'
import { ProductPhotos } from './product-photos'
import { ProductStatus } from './product-status'

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

type Errors = Record<string, string>

/** Server field keys (`colors.0`, `photos.black`) to the editor's own. */
const fieldOf = (key: string) => key.split('.')[0]!

function Editor({ initial }: { initial: AdminProduct | undefined }) {
  const { t } = useTranslation('catalogue-admin')
  const { t: common } = useTranslation()
  const { lang, to } = useLang()
  const navigate = useNavigate()
  const toast = useToast()
  const { messageText, apiErrorText } = useErrorText()
  const [product, setProduct] = useState(initial)
  const [saved, setSaved] = useState<Draft>(() => (initial ? toDraft(initial) : emptyDraft()))
  const [draft, setDraft] = useState<Draft>(saved)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [tab, setTab] = useState<Language>(lang)
  const dirty = !sameDraft(saved, draft)

  // Set just before the editor itself moves on (after creating or deleting): nothing is lost then.
  const leaving = useRef(false)
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const edit = useCallback((change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change })), [])
  const editText = (key: keyof Draft['texts'], value: string) => setDraft((d) => ({ ...d, texts: { ...d.texts, [key]: value } }))
  const toggle = (list: 'colors' | 'sizes', value: string, order: readonly string[]) =>
    setDraft((d) => ({ ...d, [list]: d[list].includes(value) ? d[list].filter((v) => v !== value) : order.filter((v) => v === value || d[list].includes(v)) }))

  const accept = (next: AdminProduct) => {
    setProduct(next)
    const nextDraft = toDraft(next)
    setSaved(nextDraft)
    setDraft(nextDraft)
    setErrors({})
  }

  const CODES = {
    product_code_taken: t('errors.codeTaken'),
    product_incomplete: t('errors.incomplete'),
    product_ordered: t('errors.ordered'),
  }
  const refuse = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      const shown: Errors = {}
      for (const [key, message] of Object.entries(error.fields)) shown[fieldOf(key)] ??= key === 'code' && error.code === 'product_code_taken' ? t('errors.codeTaken') : messageText(message)
      setErrors(shown)
      const firstText = LANGUAGES.find((l) => Object.keys(shown).some((k) => k.endsWith(l[0]!.toUpperCase() + l.slice(1))))
      if (firstText) setTab(firstText)
    }
    toast({ title: t('toast.saveFailed'), description: apiErrorText(error, t('toast.tryAgain'), CODES), variant: 'destructive' })
  }

  /** Saves the draft, optionally changing the status in the same request. */
  const save = async (status?: Status) => {
    setBusy(true)
    try {
      if (!product) {
        const created = await callApi(adminProductsApi.create, { body: { ...toInput(draft), code: draft.code, category: draft.category as ProductCategory, ...(status ? { status } : {}) } })
        leaving.current = true
        toast({ title: t('toast.created'), variant: 'success' })
        navigate(to(`/admin/products/${created.id}`), { replace: true })
        return
      }
      const next = await callApi(adminProductsApi.update, { params: { id: product.id }, body: { ...toInput(draft), ...(status ? { status } : {}) } })
      accept(next)
      toast({ title: status ? t(`toast.status.${status}`) : t('toast.saved'), variant: 'success' })
    } catch (error) {
      refuse(error)
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!product) return
    try {
      await callApi(adminProductsApi.remove, { params: { id: product.id } })
      leaving.current = true
      toast({ title: t('toast.deleted'), variant: 'success' })
      navigate(to('/admin/products'))
    } catch (error) {
      toast({ title: t('toast.deleteFailed'), description: apiErrorText(error, t('toast.tryAgain'), CODES), variant: 'destructive' })
      throw error
    }
  }

  const missing = missingTexts(draft)
  const title = (product && (displayName({ nameEn: saved.texts.nameEn, nameEs: saved.texts.nameEs, nameFr: saved.texts.nameFr }, lang) || saved.code)) || t('editor.newTitle')
  const status = product?.status

  return (
    <AdminScreen
      title={title}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          <Link to={to('/admin/products')} className="underline underline-offset-4 hover:text-ink">
            {t('editor.back')}
          </Link>
          {status && <ProductStatus status={status} />}
          {dirty && <span role="status">{t('editor.unsaved')}</span>}
        </span>
      }
      actions={
        <>
          {status === 'active' && (
            <a href={to(`/product/${product!.id}`)} target="_blank" rel="noopener" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {t('editor.preview')}
            </a>
          )}
          <Button variant="secondary" size="sm" disabled={busy || (!dirty && !!product)} onClick={() => void save()}>
            {t('editor.save')}
          </Button>
          {product && status !== 'active' && (
            <Button size="sm" disabled={busy} onClick={() => void save('active')}>
              {t('editor.publish')}
            </Button>
          )}
          {status === 'active' && (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void save('draft')}>
              {t('editor.unpublish')}
            </Button>
          )}
          {product && status !== 'archived' && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => void save('archived')}>
              {t('editor.archive')}
            </Button>
          )}
          {product && !product.ordered && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirmDelete(true)}>
              {t('editor.delete')}
            </Button>
          )}
        </>
      }
    >
      {product && product.missing.length > 0 && (
        <section aria-labelledby="missing-heading" className="rounded-3xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <h2 id="missing-heading" className="font-medium">
            {t('editor.missingTitle')}
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {product.missing.map((key) => (
              <li key={key}>{missingLabel(key, t, common)}</li>
            ))}
          </ul>
        </section>
      )}

      <form
        className="grid min-w-0 gap-6"
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <Card title={t('editor.basics')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('fields.code')} value={draft.code} error={errors.code} onChange={(e) => edit({ code: e.target.value.toUpperCase() })} autoComplete="off" required />
            <SelectField label={t('fields.category')} value={draft.category} error={errors.category} onChange={(e) => edit({ category: e.target.value })}>
              {PRODUCT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {common(`categories.${c}.short`)}
                </option>
              ))}
            </SelectField>
            <TextField label={t('fields.price')} hint={t('fields.priceHint')} inputMode="decimal" value={draft.price} error={errors.price} onChange={(e) => edit({ price: e.target.value })} />
            <TextField
              label={t('fields.lowStock')}
              type="number"
              min={0}
              max={1000}
              value={draft.lowStockThreshold}
              error={errors.lowStockThreshold}
              onChange={(e) => edit({ lowStockThreshold: e.target.value })}
            />
          </div>
          <label className="mt-4 flex items-center gap-3 text-sm text-ink">
            <input type="checkbox" className="size-4 accent-cocoa" checked={draft.isCustomMade} onChange={(e) => edit({ isCustomMade: e.target.checked })} />
            {t('fields.customMade')}
          </label>
        </Card>

        <Card title={t('editor.variants')}>
          <Choices legend={t('fields.colors')} error={errors.colors} options={PRODUCT_COLORS.map((c) => ({ value: c, label: common(`colors.${c}`) }))} chosen={draft.colors} onToggle={(v) => toggle('colors', v, PRODUCT_COLORS)} />
          <Choices legend={t('fields.sizes')} error={errors.sizes} options={PRODUCT_SIZES.map((s) => ({ value: s, label: s }))} chosen={draft.sizes} onToggle={(v) => toggle('sizes', v, PRODUCT_SIZES)} />
        </Card>

        <Card title={t('editor.texts')}>
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Language)}>
            <Tabs.List aria-label={t('editor.languages')} className="grid grid-cols-3 border-b border-sand sm:flex sm:gap-2">
              {LANGUAGES.map((l) => (
                <Tabs.Trigger
                  key={l}
                  value={l}
                  className="-mb-px flex flex-col items-center gap-1 border-b-2 border-transparent px-2 pb-3 text-sm text-muted hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink sm:flex-row sm:gap-2"
                >
                  {t(`languages.${l}`)}
                  {missing[l].length > 0 && (
                    <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 ring-1 ring-inset ring-amber-300">{t('editor.missingCount', { count: missing[l].length })}</span>
                  )}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {LANGUAGES.map((l) => (
              <Tabs.Content key={l} value={l} className="grid gap-4 pt-5 focus-visible:outline-none" lang={l}>
                {(['name', 'description', 'benefits', 'care', 'howToUse'] as const satisfies readonly TextName[]).map((field) => {
                  const key = textKey(field, l)
                  const label = t(`fields.${field}`, { language: t(`languages.${l}`) })
                  const props = { label, value: draft.texts[key], error: errors[key], onChange: (e: { target: { value: string } }) => editText(key, e.target.value) }
                  return field === 'name' ? (
                    <TextField key={key} {...props} />
                  ) : (
                    <TextareaField key={key} {...props} rows={field === 'description' ? 5 : 4} hint={field === 'description' ? undefined : t('fields.linesHint')} />
                  )
                })}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Card>
      </form>

      <Card title={t('photos.title')}>
        {product ? <ProductPhotos product={product} onChange={accept} colorsChanged={!sameColors(saved.colors, draft.colors)} /> : <p className="text-sm text-muted">{t('photos.saveFirst')}</p>}
      </Card>

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
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('delete.title')}
        message={t('delete.message', { code: product?.code ?? '' })}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.busy')}
        destructive
        onConfirm={remove}
      />
    </AdminScreen>
  )
}

const sameColors = (a: string[], b: string[]) => a.join() === b.join()

function missingLabel(key: string, t: (k: string, o?: Record<string, unknown>) => string, common: (k: string) => string) {
  if (key.startsWith('photos.')) return t('missing.photo', { color: common(`colors.${key.slice('photos.'.length)}`) })
  const lang = LANGUAGES.find((l) => key.endsWith(l[0]!.toUpperCase() + l.slice(1)))
  if (lang) return t(`missing.${key.slice(0, -2)}`, { language: t(`languages.${lang}`) })
  return t(`missing.${key}`)
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="min-w-0 rounded-3xl border border-sand/70 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="font-serif text-xl text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Choices({ legend, options, chosen, onToggle, error }: { legend: string; options: { value: string; label: string }[]; chosen: string[]; onToggle: (value: string) => void; error?: string }) {
  return (
    <fieldset className="mt-2 min-w-0 first:mt-0">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => (
          <label key={o.value} className="flex cursor-pointer items-center gap-2 rounded-full border border-sand px-3 py-1.5 text-sm text-ink has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-cream">
            <input type="checkbox" className="size-4 accent-cocoa" checked={chosen.includes(o.value)} onChange={() => onToggle(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </fieldset>
  )
}
