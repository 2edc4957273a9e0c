import { useTranslation } from 'react-i18next'
import { TextAreaField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { Honeypot } from '@/components/ui/form/Honeypot'
import { SenderFields } from '@/components/ui/form/SenderFields'
import { useForm, type Values } from '@/components/ui/form/use-form'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { ContactInput, sendContact } from '../api/send-contact'

const INITIAL: Values = { name: '', email: '', message: '', website: '' }

/** The contact form of the home page (its own lazy chunk: it brings zod with it). */
export default function ContactForm({ contactEmail }: { contactEmail: string | undefined }) {
  const { t, i18n } = useTranslation(['forms', 'common'])
  const locale = currentLanguage(i18n)
  const form = useForm({
    schema: ContactInput,
    initial: INITIAL,
    toInput: (values) => ({ ...values, locale }),
    submit: sendContact,
    onSuccess: () => {
      showToast({
        tone: 'success',
        title: t('common:toast.contactSent.title'),
        body: t('common:toast.contactSent.body'),
      })
      form.reset()
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
      <h2 id="contact-title" className="section__title">
        {t('contact.heading')}
      </h2>
      <p className="page__intro">{t('contact.intro')}</p>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <SenderFields name={form.field('name')} email={form.field('email')} />
        <TextAreaField binding={form.field('message')} label={t('fields.message')} rows={6} />
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
