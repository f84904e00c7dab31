// The Messages screen's flow (decision 038): the list by search, status and page, and the message
// open in its dialog, all kept in the URL; changing a message's status, told in a toast. Focus goes
// back to the button that opened the dialog or, when its row left the list meanwhile (a status
// filter the message no longer matches), to the page's main region.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useListParams } from '#app/components/data/use-list-params'
import { callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminMessagesApi, CONTACT_MESSAGE_STATUSES, type ContactMessageDetail, type ContactMessageStatus } from '#shared/contracts/admin-messages'
import { useAdminAction } from './use-admin-action'

const statusIn = (value: string): ContactMessageStatus | undefined =>
  (CONTACT_MESSAGE_STATUSES as readonly string[]).includes(value) ? (value as ContactMessageStatus) : undefined

export function useMessages() {
  const list = useListParams({ status: 'all', search: '', message: '' })
  const messages = useApiQuery(adminMessagesApi.list, {
    query: { status: statusIn(list.values.status), search: list.values.search || undefined, page: list.page },
  })
  const openId = list.values.message
  const closed = useRef<string | null>(null)
  useEffect(() => {
    if (openId || !closed.current) return
    const id = closed.current
    closed.current = null
    // After the dialog's own focus return (a task queued as it unmounted), which finds no opener
    // when the URL change drew the list anew. The table (wide screens) and the cards (phones)
    // both hold the row's Read button: the one on show.
    const timer = setTimeout(() => {
      const buttons = [...document.querySelectorAll<HTMLElement>('[data-read-message]')].filter((b) => b.dataset.readMessage === id)
      ;(buttons.find((b) => b.offsetParent !== null) ?? buttons[0] ?? document.getElementById('main'))?.focus()
    })
    return () => clearTimeout(timer)
  }, [openId])

  const open = (id: string) => list.set({ message: id }, { keepPage: true })
  const close = () => {
    closed.current = openId
    list.set({ message: '' }, { keepPage: true })
  }
  return { list, messages, openId, open, close }
}

/** The open message's status buttons: one change at a time, the dialog and the list reloaded after it (a refusal included). */
export function useMessageStatus(message: ContactMessageDetail | undefined, reload: () => void) {
  const { t } = useTranslation('admin')
  const act = useAdminAction()
  const [saving, setSaving] = useState(false)
  const change = async (status: ContactMessageStatus) => {
    if (!message || status === message.status) return
    setSaving(true)
    try {
      await act(() => callApi(adminMessagesApi.changeStatus, { params: { id: message.id }, body: { status } }), {
        success: t(`messages.done.${status}`),
        failure: t('messages.statusFailed'),
      })
    } catch {
      // Told in the toast; the reload shows the status as stored.
    } finally {
      setSaving(false)
      reload()
    }
  }
  return { saving, change }
}
