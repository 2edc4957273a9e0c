import type { MessageDetail } from '@contract/admin-inbox.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { useLocation } from 'wouter'
import { errorText } from '@/components/admin/admin-errors'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { showToast } from '@/lib/toast'
import { changeMessageState, deleteMessage, messageKey, type StateAction } from '../api/message'
import { useInboxChanged } from '../lib/revalidate-inbox'

/** Read/unread, archive/back to the inbox, delete (after a confirmation). */
export function MessageActions({ message }: { message: MessageDetail }) {
  const { t } = useTranslation(['admin-messages', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const inboxChanged = useInboxChanged()
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await work()
      showToast({ tone: 'success', title: done })
      await inboxChanged()
      return true
    } catch (error) {
      showToast({ tone: 'error', title: t('actions.failed'), body: errorText(t, error) })
      return false
    } finally {
      setBusy(false)
    }
  }

  const change = (action: StateAction, done: string) =>
    run(async () => {
      const summary = await changeMessageState(message.id, action)
      const { read_at, archived_at } = summary
      await mutate(messageKey(message.id), { ...message, read_at, archived_at }, false)
    }, done)

  const remove = async () => {
    const deleted = await run(() => deleteMessage(message.id), t('actions.deleted'))
    setConfirming(false)
    if (deleted) navigate('/messages')
  }

  return (
    <div className="admin-page__actions">
      {message.read_at ? (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy}
          onClick={() => change('unread', t('actions.markedUnread'))}
        >
          {t('actions.markUnread')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy}
          onClick={() => change('read', t('actions.markedRead'))}
        >
          {t('actions.markRead')}
        </button>
      )}
      {message.archived_at ? (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy}
          onClick={() => change('unarchive', t('actions.unarchived'))}
        >
          {t('actions.unarchive')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy}
          onClick={() => change('archive', t('actions.archived'))}
        >
          {t('actions.archive')}
        </button>
      )}
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
