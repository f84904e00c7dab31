// The Messages screen's flow (decision 038): the list by search, status and page, and the message
// open in its dialog, all kept in the URL; changing a message's status, told in a toast. Focus goes
// back to the button that opened the dialog or, when its row left the list meanwhile (a status
// filter the message no longer matches), to the page's main region.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useListParams } from '#app/components/data/use-list-params'
import { callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminMessagesApi, CONTACT_MESSAGE_STATUSES, type ContactMessageDetail, type ContactMessageStatus } from '#shared/contracts/admin-messages'
import { useAdminAction } from './use-admin-action'
import { useUrlDialog } from './use-url-dialog'

const statusIn = (value: string): ContactMessageStatus | undefined =>
  (CONTACT_MESSAGE_STATUSES as readonly string[]).includes(value) ? (value as ContactMessageStatus) : undefined

export function useMessages() {
  const list = useListParams({ status: 'all', search: '', message: '' })
  const messages = useApiQuery(adminMessagesApi.list, {
    query: { status: statusIn(list.values.status), search: list.values.search || undefined, page: list.page },
  })
  const { openId, open, close } = useUrlDialog(list, 'message')
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
