import { useTranslation } from 'react-i18next'
import { TextAreaField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { Honeypot } from '@/components/ui/form/Honeypot'
import { NewsOptIn } from '@/components/ui/form/NewsOptIn'
import { SenderFields } from '@/components/ui/form/SenderFields'
import { useForm, type Values } from '@/components/ui/form/use-form'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { ContactInput, sendContact } from '../api/send-contact'

const INITIAL: Values = { name: '', email: '', message: '', website: '', subscribe: '' }

type Props = {
  contactEmail: string | undefined
  /** The page's own heading (h1 on /contact), or a section's (h2 on home). */
  heading?: 'h1' | 'h2'
  /** After the toast: the sender's name and email, for a confirmation in place of the form. */
  onSent?: (sender: { name: string; email: string }) => void
}

/** The contact form of the home page and of /contact (its own chunk: it brings zod with it). */
export default function ContactForm({ contactEmail, heading: Heading = 'h2', onSent }: Props) {
  const { t, i18n } = useTranslation(['forms', 'common'])
  const locale = currentLanguage(i18n)
  const form = useForm({
    schema: ContactInput,
    initial: INITIAL,
    toInput: (values) => ({ ...values, subscribe: values.subscribe === 'yes', locale }),
    submit: sendContact,
    onSuccess: (_result, values) => {
      showToast({
        tone: 'success',
        title: t('common:toast.contactSent.title'),
        body: t('common:toast.contactSent.body'),
      })
      form.reset()
      onSent?.({ name: String(values.name), email: String(values.email) })
    },
    onFailure: () =>
      showToast({
        tone: 'error',
        title: t('common:toast.contactFailed.title'),
        body: t('common:toast.contactFailed.body'),
      }),
  })

  return (
    <>
      <Heading id="contact-title" className={Heading === 'h1' ? 'page__title' : 'section__title'}>
        {t('contact.heading')}
      </Heading>
      <p className="page__intro">{t('contact.intro')}</p>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <SenderFields name={form.field('name')} email={form.field('email')} />
        <TextAreaField binding={form.field('message')} label={t('fields.message')} rows={6} />
        <NewsOptIn binding={form.field('subscribe')} />
        <Honeypot binding={form.field('website')} />
        <FormStatus failure={form.failure} />
        <SubmitButton submitting={form.submitting} label={t('contact.submit')} />
        {contactEmail ? (
          <p className="field__hint">
            {t('contact.direct')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        ) : null}
      </form>
    </>
  )
}
