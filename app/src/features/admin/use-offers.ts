// The Offers screen's flow (decision 036): the offers by search and status, the dialog that
// creates or edits one, and ending one early after a confirmation, told in a toast. Focus goes
// back to the button that opened the dialog; after ending an offer, whose End button then leaves
// its row, to the offer's title (its edit button; use-row-dialog.ts).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useListParams } from '#app/components/data/use-list-params'
import { callApi } from '#app/lib/api-client'
import { useLang } from '#app/lib/i18n/use-lang'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminOffersApi, type AdminOffer, type OfferStatus } from '#shared/contracts/admin-offers'
import { useAdminAction } from './use-admin-action'
import { useRowDialog } from './use-row-dialog'

const TITLE = { en: 'titleEn', es: 'titleEs', fr: 'titleFr' } as const

export function useOffers() {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const act = useAdminAction()
  const list = useListParams({ status: 'all', search: '' })
  const offers = useApiQuery(adminOffersApi.list, {
    query: { status: list.values.status === 'all' ? undefined : (list.values.status as OfferStatus), search: list.values.search || undefined, page: list.page },
  })
  const dialog = useRowDialog<AdminOffer>(offers.data)
  const [ending, setEnding] = useState<AdminOffer | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  /** An offer's title in the page language. */
  const titleOf = (offer: AdminOffer) => offer[TITLE[lang]]

  const end = async () => {
    const offer = ending!
    setBusy(offer.id)
    try {
      await act(() => callApi(adminOffersApi.end, { params: { id: offer.id } }), {
        success: t('offers.ended', { title: titleOf(offer) }),
        failure: t('offers.endFailed'),
      })
      dialog.focusRowAfterReload(offer.id)
      offers.reload()
    } catch {
      // Told in the toast; the row still shows the stored status.
    } finally {
      setBusy(null)
    }
  }

  return {
    list,
    offers,
    titleOf,
    editing: dialog.editing,
    create: () => dialog.open('new'),
    edit: (offer: AdminOffer) => dialog.open(offer),
    closeDialog: dialog.close,
    busy,
    ending,
    askEnd: (offer: AdminOffer) => setEnding(offer),
    cancelEnd: () => setEnding(null),
    end,
  }
}
