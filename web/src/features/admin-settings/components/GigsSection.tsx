import { type Gig, GigInput } from '@contract/artist.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { Link } from 'wouter'
import { QueryState } from '@/components/admin/QueryState'
import { InputField } from '@/components/ui/form/Field'
import { FormStatus } from '@/components/ui/form/FormStatus'
import { useForm, type Values } from '@/components/ui/form/use-form'
import { useRevalidate } from '@/lib/admin/revalidate'
import { errorText } from '@/lib/error-text'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { adminGigsKey, createGig, deleteGig, useAdminGigs } from '../api/artist'

const EMPTY: Values = { date: '', venue: '', city: '', country: '', ticket_url: '' }

/** Where the artist plays: every gig, latest first, a form for a new one, and deletion. */
export function GigsSection() {
  const { t, i18n } = useTranslation(['admin-settings', 'admin'])
  const { data, error, mutate } = useAdminGigs()
  const { mutate: mutateKey } = useSWRConfig()
  const revalidate = useRevalidate()
  const changed = () => {
    void mutateKey(adminGigsKey)
    // The public pages (home, press kit) list the gigs too.
    void revalidate('gigs')
  }
  const form = useForm<Gig>({
    schema: GigInput,
    initial: EMPTY,
    toInput: (values) => ({ ...values, ticket_url: values.ticket_url?.trim() || null }),
    submit: createGig,
    onSuccess: (gig) => {
      changed()
      form.reset()
      showToast({ tone: 'success', title: t('gigs.added', { venue: gig.venue }) })
    },
  })
  const date = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })

  return (
    <section id="gigs" className="admin-panel settings-section" aria-labelledby="gigs-title">
      <h2 id="gigs-title">{t('gigs.title')}</h2>
      <p className="settings-section__description">{t('gigs.description')}</p>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="admin-muted">{t('gigs.empty')}</p>
          ) : (
            <ul className="gig-rows">
              {items.map((gig) => (
                <li key={gig.id} className="gig-rows__item">
                  <span>
                    <strong>{date.format(new Date(`${gig.date}T00:00:00Z`))}</strong> · {gig.venue},{' '}
                    {gig.city} ({gig.country})
                  </span>
                  <Link
                    className="button button--small button--ghost"
                    href={`/announcements?gig=${gig.id}`}
                    aria-label={t('admin:announce.gig', {
                      venue: gig.venue,
                      date: date.format(new Date(`${gig.date}T00:00:00Z`)),
                    })}
                  >
                    {t('admin:announce.short')}
                  </Link>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    onClick={async () => {
                      try {
                        await deleteGig(gig.id)
                        changed()
                      } catch (failure) {
                        showToast({
                          tone: 'error',
                          title: t('gigs.deleteFailed'),
                          body: errorText(t, failure),
                        })
                      }
                    }}
                  >
                    {t('admin:actions.delete')}
                    <span className="visually-hidden">
                      : {gig.venue}, {date.format(new Date(`${gig.date}T00:00:00Z`))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
        <fieldset>
          <legend>{t('gigs.new')}</legend>
          <div className="admin-form__grid">
            <InputField binding={form.field('date')} label={t('gigs.date')} type="date" required />
            <InputField binding={form.field('venue')} label={t('gigs.venue')} required />
            <InputField binding={form.field('city')} label={t('gigs.city')} required />
            <InputField
              binding={form.field('country')}
              label={t('gigs.country')}
              hint={t('gigs.countryHint')}
              required
            />
            <InputField
              binding={form.field('ticket_url')}
              label={t('gigs.ticketUrl')}
              hint={t('gigs.ticketUrlHint')}
              optional
            />
          </div>
        </fieldset>
        <FormStatus failure={form.failure} />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={form.submitting}>
            {form.submitting ? t('admin:actions.saving') : t('gigs.add')}
          </button>
        </div>
      </form>
    </section>
  )
}
