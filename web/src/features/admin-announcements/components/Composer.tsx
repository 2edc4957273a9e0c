import type { AnnouncementDraft, LocalizedTexts } from '@contract/mailing.ts'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { Link, useLocation, useSearch } from 'wouter'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { ErrorText } from '@/components/ui/ErrorText'
import { LANGUAGES, type Language } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import {
  announcementsKey,
  createAnnouncement,
  draftFor,
  readAnnouncement,
  updateAnnouncement,
} from '../api/announcements'
import { PhonePreview } from './PhonePreview'

type Texts = Record<Language, { subject: string; body: string }>
type About = Pick<AnnouncementDraft, 'topic' | 'track_id' | 'gig_id'>

const EMPTY_TEXTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, { subject: '', body: '' }]),
) as Texts
const NEWS: About = { topic: 'news', track_id: null, gig_id: null }

const aboutOf = ({ topic, track_id, gig_id }: About): About => ({ topic, track_id, gig_id })

const textsOf = (subject: LocalizedTexts, body: LocalizedTexts) =>
  Object.fromEntries(
    LANGUAGES.map((code) => [code, { subject: subject[code] ?? '', body: body[code] ?? '' }]),
  ) as Texts

/**
 * Writes an announcement per language, with the email as a fan's phone shows it beside the
 * fields; opened from a track or a gig (`?track=` / `?gig=`), it starts from texts written for it,
 * and opened from a draft (`?draft=`), it edits that draft: saved again in place, or sent.
 */
export function Composer({ fans }: { fans: number }) {
  const { t } = useTranslation(['admin-announcements', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const search = useSearch()
  const [, navigate] = useLocation()
  const [language, setLanguage] = useState<Language>('es')
  const [texts, setTexts] = useState<Texts>(EMPTY_TEXTS)
  const [about, setAbout] = useState<About>(NEWS)
  /** The draft being edited, once loaded; null while writing a new one. */
  const [draftId, setDraftId] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<ReactNode>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  /** The draft the fields hold, so leaving `?draft=` empties them and a save does not reload. */
  const holding = useRef<string | null>(null)

  useEffect(() => {
    const query = new URLSearchParams(search)
    const draft = query.get('draft')
    const track = query.get('track')
    const gig = query.get('gig')
    const start = (next: Texts, nextAbout: About, id: string | null) => {
      holding.current = id
      setDraftId(id)
      setTexts(next)
      setAbout(nextAbout)
      setLanguage('es')
      setProblem(null)
    }
    if (draft) {
      if (holding.current === draft) return
      let current = true
      readAnnouncement(draft).then(
        (announcement) => {
          if (!current) return
          if (announcement.status !== 'draft') {
            start(EMPTY_TEXTS, NEWS, null)
            setProblem(t('composer.notDraft'))
            return
          }
          start(
            textsOf(announcement.subject, announcement.body),
            aboutOf(announcement),
            announcement.id,
          )
          // Opened from the drafts below: the composer comes into view, its heading focused.
          heading.current?.focus()
        },
        (error) => current && setProblem(<ErrorText error={error} />),
      )
      return () => {
        current = false
      }
    }
    if (holding.current) start(EMPTY_TEXTS, NEWS, null)
    if (!track && !gig) return
    draftFor(track ? { track } : { gig: gig ?? '' }).then(
      (written) => start(textsOf(written.subject, written.body), aboutOf(written), null),
      (error) => setProblem(<ErrorText error={error} />),
    )
  }, [search, t])

  const current = texts[language]
  const usesSpanish =
    language !== 'es' && current.subject.trim() === '' && current.body.trim() === ''
  const shown = usesSpanish ? texts.es : current
  const edit = (field: 'subject' | 'body', value: string) =>
    setTexts((before) => ({ ...before, [language]: { ...before[language], [field]: value } }))

  const save = async (send: boolean) => {
    setBusy(true)
    setProblem(null)
    const pick = (field: 'subject' | 'body') =>
      Object.fromEntries(
        LANGUAGES.flatMap((code) => {
          const value = texts[code][field].trim()
          return value ? [[code, value]] : []
        }),
      )
    const input = { subject: pick('subject'), body: pick('body'), ...about, send }
    try {
      const saved = draftId
        ? await updateAnnouncement(draftId, input)
        : await createAnnouncement(input)
      await mutate(announcementsKey)
      showToast({
        tone: 'success',
        title: send ? t('sentToast', { count: saved.recipients_total }) : t('savedToast'),
      })
      if (send) {
        holding.current = null
        setDraftId(null)
        setTexts(EMPTY_TEXTS)
        setAbout(NEWS)
        setLanguage('es')
        navigate('/announcements')
      } else if (!draftId) {
        // Saved once, edited from now on: a second Save changes this draft, not a new one.
        holding.current = saved.id
        setDraftId(saved.id)
        navigate(`/announcements?draft=${encodeURIComponent(saved.id)}`)
      }
    } catch (error) {
      setProblem(<ErrorText error={error} />)
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setConfirming(true)
  }

  return (
    <section className="admin-panel composer" aria-labelledby="composer-title">
      <div className="composer__head">
        <h2 id="composer-title" ref={heading} tabIndex={-1}>
          {draftId ? t('composer.editTitle') : t('composer.title')}
        </h2>
        {draftId ? (
          <Link href="/announcements" className="button button--ghost button--small">
            {t('composer.startNew')}
          </Link>
        ) : null}
      </div>
      <div className="composer__grid">
        <form className="form composer__form" onSubmit={submit}>
          <fieldset className="composer__languages">
            <legend>{t('composer.language')}</legend>
            <div className="composer__tabs">
              {LANGUAGES.map((code) => (
                <label key={code} className="composer__tab">
                  <input
                    type="radio"
                    name="composer-language"
                    value={code}
                    checked={language === code}
                    onChange={() => setLanguage(code)}
                  />
                  <span>
                    {t(`common:language.names.${code}`)}
                    {texts[code].subject.trim() ? <span aria-hidden="true"> ✓</span> : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor="composer-subject">
              {t('composer.subject')}
            </label>
            <input
              id="composer-subject"
              className="field__control"
              value={current.subject}
              maxLength={200}
              onChange={(event) => edit('subject', event.target.value)}
              required={language === 'es'}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="composer-body">
              {t('composer.body')}
            </label>
            <textarea
              id="composer-body"
              className="field__control"
              rows={8}
              value={current.body}
              maxLength={10000}
              onChange={(event) => edit('body', event.target.value)}
              required={language === 'es'}
              aria-describedby="composer-body-hint"
            />
            <p id="composer-body-hint" className="field__hint">
              {t('composer.bodyHint')}
            </p>
          </div>
          <div role="alert" className="form-status">
            {problem ? <p className="form-status__message">{problem}</p> : null}
          </div>
          <div className="composer__actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => save(false)}
            >
              {t('composer.saveDraft')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy || fans === 0}>
              {t('composer.send', { count: fans })}
            </button>
          </div>
        </form>
        <PhonePreview
          subject={shown.subject}
          body={shown.body}
          language={language}
          usesSpanish={usesSpanish}
        />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('composer.confirmTitle')}
        confirmLabel={t('composer.confirmSend', { count: fans })}
        busy={busy}
        onConfirm={() => void save(true)}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('composer.confirmBody', { count: fans })}</p>
      </ConfirmDialog>
    </section>
  )
}
