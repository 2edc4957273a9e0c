import { type AdminPromotionCode, PromotionCodeCreate } from '@contract/admin/promotions.ts'
import { useTranslation } from 'react-i18next'
import { QueryState } from '@/components/admin/QueryState'
import { InputField, SelectField } from '@/components/ui/form/Field'
import { FormStatus } from '@/components/ui/form/FormStatus'
import { useForm } from '@/components/ui/form/use-form'
import { showToast } from '@/lib/toast'
import { createPromotionCode, usePromotionCodes } from '../api/promotion-codes'
import { EMPTY_PROMOTION_CODE, promotionCodeBody } from '../lib/promotion-code-body'
import { PromotionCodeRow } from './PromotionCodeRow'

/**
 * Promotion codes buyers type at checkout: every code with its use, a switch for each, and a form
 * for a new one (a Stripe coupon and promotion code are made with it).
 */
export function PromotionCodesSection() {
  const { t } = useTranslation(['admin-settings', 'admin'])
  const { data, error, mutate } = usePromotionCodes()
  const form = useForm<AdminPromotionCode>({
    schema: PromotionCodeCreate,
    initial: EMPTY_PROMOTION_CODE,
    toInput: promotionCodeBody,
    submit: createPromotionCode,
    onSuccess: (code) => {
      void mutate()
      form.reset()
      showToast({ tone: 'success', title: t('promotions.created', { code: code.code }) })
    },
  })
  const percent = form.values.kind !== 'amount'
  return (
    <section
      id="promotion-codes"
      className="admin-panel settings-section"
      aria-labelledby="promotion-codes-title"
    >
      <h2 id="promotion-codes-title">{t('promotions.title')}</h2>
      <p className="settings-section__description">{t('promotions.description')}</p>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="admin-muted">{t('promotions.empty')}</p>
          ) : (
            <ul className="promotion-rows" aria-label={t('promotions.listLabel')}>
              {items.map((code) => (
                <PromotionCodeRow key={code.id} code={code} onChanged={() => void mutate()} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
        <fieldset>
          <legend>{t('promotions.new')}</legend>
          <div className="admin-form__grid">
            <InputField
              binding={form.field('code')}
              label={t('promotions.code')}
              hint={t('promotions.codeHint')}
              autoComplete="off"
              required
            />
            <SelectField
              binding={form.field('kind')}
              label={t('promotions.kind')}
              options={[
                { value: 'percent', label: t('promotions.kindPercent') },
                { value: 'amount', label: t('promotions.kindAmount') },
              ]}
            />
            {percent ? (
              <InputField
                binding={form.field('percent_off')}
                label={t('promotions.percent')}
                hint={t('promotions.percentHint')}
                type="number"
                min={1}
                max={100}
                required
              />
            ) : (
              <InputField
                binding={form.field('amount_off_cents')}
                label={t('promotions.amount')}
                hint={t('promotions.amountHint')}
                inputMode="decimal"
                required
              />
            )}
            <InputField
              binding={form.field('expires_on')}
              label={t('promotions.expiresOn')}
              hint={t('promotions.expiresOnHint')}
              type="date"
              optional
            />
            <InputField
              binding={form.field('max_redemptions')}
              label={t('promotions.maxRedemptions')}
              hint={t('promotions.maxRedemptionsHint')}
              type="number"
              min={1}
              optional
            />
          </div>
        </fieldset>
        <FormStatus failure={form.failure} />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={form.submitting}>
            {form.submitting ? t('admin:actions.saving') : t('promotions.create')}
          </button>
        </div>
      </form>
    </section>
  )
}
