import { type MessageDetail, ReplyInput } from '@contract/admin/messages.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { InputField, TextAreaField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { useForm } from '@/components/ui/form/use-form'
import { showToast } from '@/lib/toast'
import { messageKey, replyToMessage } from '../api/message'

/** A reply by email to the sender; replies to it reach the owner's contact address. */
export function ReplyForm({ message }: { message: MessageDetail }) {
  const { t } = useTranslation(['admin-messages', 'admin'])
  const { mutate } = useSWRConfig()
  const titleId = useId()
  const form = useForm({
    schema: ReplyInput,
    initial: { subject: '', body: '' },
    toInput: ({ subject = '', body = '' }) => ({
      body,
      ...(subject.trim() ? { subject } : {}),
    }),
    submit: (input: ReplyInput) => replyToMessage(message.id, input),
    onSuccess: () => {
      showToast({
        tone: 'success',
        title: t('replies.sentTitle'),
        body: t('replies.sentBody', { email: message.email }),
      })
      form.reset()
      void mutate(messageKey(message.id))
    },
  })
  return (
    <div className="message__subsection">
      <h3 id={titleId}>{t('replies.form')}</h3>
      <p className="admin-page__intro">
        {t('replies.to', { name: message.name, email: message.email })}
      </p>
      <form
        ref={form.formRef}
        className="admin-form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-labelledby={titleId}
      >
        <InputField
          binding={form.field('subject')}
          label={t('replies.subject')}
          hint={t('replies.subjectHint')}
          optional
        />
        <TextAreaField binding={form.field('body')} label={t('replies.body')} rows={6} />
        <FormStatus failure={form.failure} />
        <div className="admin-form__actions">
          <SubmitButton submitting={form.submitting} label={t('replies.send')} />
        </div>
      </form>
    </div>
  )
}
