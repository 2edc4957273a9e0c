import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { useForm } from '@/components/ui/form/use-form'
import { AcceptOfferInput, acceptOffer } from '../api/pay-offer'

/**
 * The organiser's signature: their full legal name and their acceptance, then off to Stripe to pay
 * the deposit. Signing twice (a second tab) keeps the first signature and the same payment page.
 */
export function SignForm({ token, amount }: { token: string; amount: string }) {
  const { t } = useTranslation(['offers', 'common'])
  const form = useForm({
    schema: AcceptOfferInput,
    initial: { signer_name: '', accept_terms: '' },
    toInput: (values) => ({
      signer_name: values.signer_name ?? '',
      accept_terms: values.accept_terms === 'true',
    }),
    submit: (input: AcceptOfferInput) => acceptOffer(token, input),
    onSuccess: ({ url }) => window.location.assign(url),
  })
  const accept = form.field('accept_terms', { validateOnChange: true })
  return (
    <section className="show-offer__sign" aria-labelledby="offer-sign">
      <h2 id="offer-sign">{t('sign.heading')}</h2>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <InputField
          binding={form.field('signer_name')}
          label={t('sign.name')}
          hint={t('sign.nameHint')}
          autoComplete="name"
          required
        />
        <div className={accept.error ? 'field field--invalid' : 'field'}>
          <label className="show-offer__accept">
            <input
              type="checkbox"
              name="accept_terms"
              checked={accept.value === 'true'}
              onChange={(event) => accept.onValueChange(event.target.checked ? 'true' : '')}
              aria-invalid={Boolean(accept.error)}
              aria-describedby={accept.error ? 'offer-accept-error' : undefined}
            />
            <span>{t('sign.accept')}</span>
          </label>
          {accept.error ? (
            <p id="offer-accept-error" className="field__error">
              <ErrorText code={accept.error} />
            </p>
          ) : null}
        </div>
        <FormStatus failure={form.failure} />
        <SubmitButton
          submitting={form.submitting}
          label={t('sign.submit', { amount })}
          busyLabel={t('sign.busy')}
        />
        <p className="show-offer__aside">{t('sign.secure')}</p>
      </form>
    </section>
  )
}
