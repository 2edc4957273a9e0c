import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '@/config/paths'
import { useSettings } from '@/lib/api/get-settings'
import { pageTitle, useDocumentMeta } from '@/lib/use-document-meta'
import ContactForm from './ContactForm'
import './contact.css'

type Sender = { name: string; email: string }

/** /contact: the form, then a card that confirms what was sent and where the answer will go. */
export default function ContactPage() {
  const { t } = useTranslation('forms')
  const { data: settings } = useSettings()
  const [sent, setSent] = useState<Sender | null>(null)
  useDocumentMeta({
    title: pageTitle(t('contact.title'), settings?.brand_name),
    description: t('contact.description'),
  })

  return (
    <article className="page container contact-page">
      {sent ? (
        <section className="contact-sent" aria-labelledby="contact-sent-title">
          <h1 id="contact-sent-title" className="page__title" tabIndex={-1} ref={focusOnMount}>
            {t('contact.sent.title')}
          </h1>
          <p>{t('contact.sent.body', { name: sent.name, email: sent.email })}</p>
          <div className="contact-sent__actions">
            <button type="button" className="button button--ghost" onClick={() => setSent(null)}>
              {t('contact.sent.again')}
            </button>
            <Link className="button button--primary" href={paths.tracks.build()}>
              {t('contact.sent.tracks')}
            </Link>
          </div>
        </section>
      ) : (
        <ContactForm heading="h1" contactEmail={settings?.contact_email} onSent={setSent} />
      )}
    </article>
  )
}

/** The confirmation replaces the form: focus moves to its heading so it is read out. */
const focusOnMount = (element: HTMLElement | null) => element?.focus()
