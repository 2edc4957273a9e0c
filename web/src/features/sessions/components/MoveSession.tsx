import type { SessionView } from '@contract/site/sessions.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SlotPicker } from '@/components/slots/SlotPicker'
import { ErrorText } from '@/components/ui/ErrorText'
import { Loading } from '@/components/ui/Loading'
import { useSlots } from '@/lib/api/get-slots'
import { ApiError } from '@/lib/api-client'
import { dateTimeFormat } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { rescheduleSession } from '../api/session'

/** Moving the session to another free slot of the same length, while it is free of charge. */
export function MoveSession({
  token,
  session,
  onMoved,
}: {
  token: string
  session: SessionView
  onMoved: (session: SessionView) => void
}) {
  const { t, i18n } = useTranslation('sessions')
  const language = currentLanguage(i18n)
  const slots = useSlots(session.hours)
  const [day, setDay] = useState('')
  const [start, setStart] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ done: true } | { error: unknown } | null>(null)
  const move = async () => {
    if (!start || busy) return
    setBusy(true)
    setMessage(null)
    try {
      onMoved(await rescheduleSession(token, { slot_start: start }))
      setMessage({ done: true })
      setStart('')
      void slots.mutate()
    } catch (error) {
      setMessage({ error })
      if (error instanceof ApiError && error.code === 'slot_taken') void slots.mutate()
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="session__card" aria-labelledby="session-move">
      <h2 id="session-move">{t('move.heading')}</h2>
      <p>
        {t('move.intro', {
          date: dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
            new Date(session.free_change_until),
          ),
        })}
      </p>
      {slots.data ? (
        <SlotPicker
          slots={slots.data.items}
          value={start}
          onChange={setStart}
          day={day}
          onDayChange={setDay}
        />
      ) : (
        <Loading />
      )}
      {start ? (
        <button
          type="button"
          className="button button--primary"
          aria-disabled={busy}
          onClick={move}
        >
          {busy ? t('move.busy') : t('move.submit')}
        </button>
      ) : null}
      <div role="status" className="form-status">
        {message && 'error' in message ? (
          <p className="form-status__message">
            <ErrorText error={message.error} />
          </p>
        ) : message ? (
          <p>{t('move.done')}</p>
        ) : null}
      </div>
    </section>
  )
}
