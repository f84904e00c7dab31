// The product editor's flow (decision 019): the draft against what was last saved, saving (with a
// status change in the same request), deleting, the server's refusals on their fields (opening the
// language tab of the first text refused), and the question before leaving unsaved changes (in-app
// navigation and closing the tab alike).
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker, useNavigate } from 'react-router-dom'
import { useErrorText } from '#app/components/form/use-error-text'
import { useToast } from '#app/components/ui/toast'
import { ApiError, callApi } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'
import type { ProductCategory, ProductStatus as Status } from '#shared/catalogue/catalogue'
import { adminProductsApi } from '#shared/contracts/admin-products'
import type { AdminProduct } from '#shared/schemas/catalogue-admin'
import { LANGUAGES, type Language } from '#shared/catalogue/catalogue'
import { emptyDraft, missingTexts, sameDraft, toDraft, toInput, type Draft } from './product-draft'

export type Errors = Record<string, string>

/** Server field keys (`colors.0`, `photos.black`) to the editor's own. */
const fieldOf = (key: string) => key.split('.')[0]!

const sameColors = (a: string[], b: string[]) => a.join() === b.join()

/** Asks before the page is left with unsaved changes, unless the editor itself is moving on (`leaving`). */
function useLeaveGuard(dirty: boolean, leaving: { current: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  return blocker
}

export function useProductEditor(initial: AdminProduct | undefined) {
  const { t } = useTranslation('catalogue-admin')
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
  const [confirmPublish, setConfirmPublish] = useState(false)
  const [tab, setTab] = useState<Language>(lang)
  const dirty = !sameDraft(saved, draft)

  // Set just before the editor itself moves on (after creating or deleting): nothing is lost then.
  const leaving = useRef(false)
  const blocker = useLeaveGuard(dirty, leaving)

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

  const refuse = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      const shown: Errors = {}
      for (const [key, message] of Object.entries(error.fields)) shown[fieldOf(key)] ??= key === 'code' && error.code === 'product_code_taken' ? t('errors.codeTaken') : messageText(message)
      setErrors(shown)
      const firstText = LANGUAGES.find((l) => Object.keys(shown).some((k) => k.endsWith(l[0]!.toUpperCase() + l.slice(1))))
      if (firstText) setTab(firstText)
    }
    toast({ title: t('toast.saveFailed'), description: apiErrorText(error, t('toast.tryAgain')), variant: 'destructive' })
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

  /**
   * Puts the product on sale; one with no unit of any colour and size (not made to measure) would
   * show as sold out, so that is asked first (`confirmPublish`, then `save('active')`).
   */
  const publish = () => {
    if (product && !product.isCustomMade && product.stock === 0) setConfirmPublish(true)
    else void save('active')
  }

  const remove = async () => {
    if (!product) return
    try {
      await callApi(adminProductsApi.remove, { params: { id: product.id } })
      leaving.current = true
      toast({ title: t('toast.deleted'), variant: 'success' })
      navigate(to('/admin/products'))
    } catch (error) {
      toast({ title: t('toast.deleteFailed'), description: apiErrorText(error, t('toast.tryAgain')), variant: 'destructive' })
      throw error
    }
  }

  return {
    product,
    saved,
    draft,
    errors,
    busy,
    dirty,
    missing: missingTexts(draft),
    colorsChanged: !sameColors(saved.colors, draft.colors),
    tab,
    setTab,
    edit,
    editText,
    toggle,
    accept,
    save,
    publish,
    confirmPublish,
    setConfirmPublish,
    confirmDelete,
    setConfirmDelete,
    remove,
    blocker,
  }
}
