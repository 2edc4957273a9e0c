import type { MessageDetail } from '@contract/admin/messages.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { useLocation } from 'wouter'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { ErrorText } from '@/components/ui/ErrorText'
import { showToast } from '@/lib/toast'
import { changeMessageState, deleteMessage, messageKey, type StateAction } from '../api/message'
import { useInboxChanged } from '../lib/revalidate-inbox'

const LABELS: Record<StateAction, { button: string; done: string }> = {
  read: { button: 'actions.markRead', done: 'actions.markedRead' },
  unread: { button: 'actions.markUnread', done: 'actions.markedUnread' },
  archive: { button: 'actions.archive', done: 'actions.archived' },
  unarchive: { button: 'actions.unarchive', done: 'actions.unarchived' },
}

/** Read/unread, archive/back to the inbox, delete (after a confirmation). */
export function MessageActions({ message }: { message: MessageDetail }) {
  const { t } = useTranslation(['admin-messages', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const inboxChanged = useInboxChanged()
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const failed = (error: unknown) =>
    showToast({ tone: 'error', title: t('actions.failed'), body: <ErrorText error={error} /> })

  const change = async (action: StateAction) => {
    setBusy(true)
    try {
      const { read_at, archived_at } = await changeMessageState(message.id, action)
      await mutate(messageKey(message.id), { ...message, read_at, archived_at }, false)
      showToast({ tone: 'success', title: t(LABELS[action].done) })
      void inboxChanged()
    } catch (error) {
      failed(error)
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    setBusy(true)
    try {
      await deleteMessage(message.id)
      setConfirming(false)
      showToast({ tone: 'success', title: t('actions.deleted') })
      // Leave first: the message is gone, so reading it again would only say "not found".
      navigate('/messages')
      void mutate(messageKey(message.id), undefined, { revalidate: false })
      void inboxChanged()
    } catch (error) {
      setConfirming(false)
      failed(error)
    } finally {
      setBusy(false)
    }
  }

  const toggle = (action: StateAction) => (
    <button
      type="button"
      className="button button--ghost button--small"
      disabled={busy}
      onClick={() => change(action)}
    >
      {t(LABELS[action].button)}
    </button>
  )

  return (
    <div className="admin-page__actions">
      {toggle(message.read_at ? 'unread' : 'read')}
      {toggle(message.archived_at ? 'unarchive' : 'archive')}
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {t('admin:actions.delete')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('actions.deleteTitle')}
        confirmLabel={t('admin:actions.delete')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('actions.deleteBody', { name: message.name })}</p>
      </ConfirmDialog>
    </div>
  )
}
