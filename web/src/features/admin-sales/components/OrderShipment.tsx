import { type AdminOrderDetail, type AdminShipment, ShipmentInput } from '@contract/admin/sales.ts'
import { useTranslation } from 'react-i18next'
import { AdminSection } from '@/components/admin/AdminSection'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus } from '@/components/ui/form/FormStatus'
import { useForm, type Values } from '@/components/ui/form/use-form'
import { useRevalidate } from '@/lib/admin/revalidate'
import { showToast } from '@/lib/toast'
import { recordShipment } from '../api/orders'

/** Carriers offered as the owner types; any other name is accepted. */
const CARRIERS = ['Correos', 'Correos Express', 'SEUR', 'MRW', 'DHL', 'UPS', 'FedEx', 'GLS', 'DPD']
const EMPTY: Values = { carrier: '', tracking_number: '', tracking_url: '' }

/**
 * The gear of a paid order: once it has gone out, with what and its tracking; until then, the
 * form that records it and emails the buyer. Orders without gear have nothing here.
 */
export function OrderShipment({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation(['admin-sales', 'admin', 'forms'])
  const revalidate = useRevalidate()
  const form = useForm<AdminShipment>({
    schema: ShipmentInput,
    initial: EMPTY,
    toInput: (values) => ({ ...values, tracking_url: values.tracking_url?.trim() || null }),
    submit: (input: ShipmentInput) => recordShipment(order.id, input),
    onSuccess: () => {
      showToast({
        tone: 'success',
        title: t('shipment.done'),
        body: t('shipment.doneBody', { email: order.email }),
      })
      void revalidate('admin/orders')
    },
  })
  if (!order.has_gear || (order.status !== 'paid' && !order.shipment)) return null

  const { shipment } = order
  if (shipment) {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
    return (
      <AdminSection title={t('shipment.title')}>
        <dl className="admin-facts">
          <dt>{t('shipment.shipped')}</dt>
          <dd>
            <time dateTime={shipment.shipped_at}>{when.format(new Date(shipment.shipped_at))}</time>
          </dd>
          <dt>{t('shipment.carrier')}</dt>
          <dd>{shipment.carrier}</dd>
          <dt>{t('shipment.trackingNumber')}</dt>
          <dd>
            {shipment.tracking_url ? (
              <a href={shipment.tracking_url} rel="noreferrer">
                <code>{shipment.tracking_number}</code>
              </a>
            ) : (
              <code>{shipment.tracking_number}</code>
            )}
          </dd>
        </dl>
      </AdminSection>
    )
  }

  return (
    <AdminSection title={t('shipment.title')}>
      <p className="admin-muted">{t('shipment.toShip')}</p>
      <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
        <div className="admin-form__grid">
          <InputField
            binding={form.field('carrier')}
            label={t('shipment.carrier')}
            suggestions={CARRIERS}
            autoComplete="off"
            required
          />
          <InputField
            binding={form.field('tracking_number')}
            label={t('shipment.trackingNumber')}
            autoComplete="off"
            required
          />
          <InputField
            binding={form.field('tracking_url')}
            label={t('shipment.trackingUrl')}
            hint={t('shipment.trackingUrlHint')}
            inputMode="url"
            optional
          />
        </div>
        <FormStatus failure={form.failure} />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={form.submitting}>
            {form.submitting ? t('admin:actions.saving') : t('shipment.submit')}
          </button>
        </div>
      </form>
    </AdminSection>
  )
}
