import { type Gig, GigInput } from '@contract/artist.ts'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { Link } from 'wouter'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { QueryState } from '@/components/admin/QueryState'
import { ErrorText } from '@/components/ui/ErrorText'
import { InputField, SelectField } from '@/components/ui/form/Field'
import { FormStatus } from '@/components/ui/form/FormStatus'
import { useForm, type Values } from '@/components/ui/form/use-form'
import { useRevalidate } from '@/lib/admin/revalidate'
import { countryOptions } from '@/lib/countries'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { adminGigsKey, createGig, deleteGig, updateGig, useAdminGigs } from '../api/artist'

const EMPTY: Values = { date: '', venue: '', city: '', country: '', ticket_url: '' }

const today = () => new Date().toISOString().slice(0, 10)

/** A ticket link typed without its scheme (`ra.co/events/1`) is taken as https. */
export function completeTicketUrl(typed: string | undefined): string | null {
  const url = typed?.trim() ?? ''
  if (url === '') return null
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `https://${url}`
}

/**
 * Where the artist plays: upcoming gigs soonest first, then past ones; each can be edited in
 * place or deleted (after asking); a form for a new one.
 */
export function GigsSection() {
  const { t, i18n } = useTranslation(['admin-settings', 'admin'])
  const { data, error, mutate } = useAdminGigs()
  const { mutate: mutateKey } = useSWRConfig()
  const revalidate = useRevalidate()
  const [editing, setEditing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Gig | null>(null)
  const [busy, setBusy] = useState(false)
  const changed = () => {
    void mutateKey(adminGigsKey)
    // The public pages (home, press kit) list the gigs too.
    void revalidate('gigs')
  }
  const date = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
  const when = (gig: Gig) => date.format(new Date(`${gig.date}T00:00:00Z`))

  const remove = async () => {
    if (!deleting) return
    setBusy(true)
    try {
      await deleteGig(deleting.id)
      changed()
      showToast({ tone: 'success', title: t('gigs.deleted', { venue: deleting.venue }) })
    } catch (failure) {
      showToast({
        tone: 'error',
        title: t('gigs.deleteFailed'),
        body: <ErrorText error={failure} />,
      })
    } finally {
      setBusy(false)
      setDeleting(null)
    }
  }

  const rows = (gigs: Gig[]) => (
    <ul className="gig-rows">
      {gigs.map((gig) =>
        editing === gig.id ? (
          <li key={gig.id} className="gig-rows__item gig-rows__item--editing">
            <GigForm
              gig={gig}
              onSaved={() => {
                setEditing(null)
                changed()
              }}
              onCancel={() => setEditing(null)}
            />
          </li>
        ) : (
          <li key={gig.id} className="gig-rows__item">
            <span>
              <strong>{when(gig)}</strong> · {gig.venue}, {gig.city} ({gig.country})
            </span>
            <span className="gig-rows__actions">
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`${t('admin:actions.edit')}: ${gig.venue}, ${when(gig)}`}
                onClick={() => setEditing(gig.id)}
              >
                {t('admin:actions.edit')}
              </button>
              <Link
                className="button button--small button--ghost"
                href={`/announcements?gig=${gig.id}`}
                aria-label={t('admin:announce.gig', { venue: gig.venue, date: when(gig) })}
              >
                {t('admin:announce.short')}
              </Link>
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`${t('admin:actions.delete')}: ${gig.venue}, ${when(gig)}`}
                onClick={() => setDeleting(gig)}
              >
                {t('admin:actions.delete')}
              </button>
            </span>
          </li>
        ),
      )}
    </ul>
  )

  return (
    <section id="gigs" className="admin-panel settings-section" aria-labelledby="gigs-title">
      <h2 id="gigs-title">{t('gigs.title')}</h2>
      <p className="settings-section__description">{t('gigs.description')}</p>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ items }) => {
          if (items.length === 0) return <p className="admin-muted">{t('gigs.empty')}</p>
          const upcoming = items.filter((gig) => gig.date >= today()).reverse()
          const past = items.filter((gig) => gig.date < today())
          return (
            <>
              <h3 className="gig-rows__heading">{t('gigs.upcoming')}</h3>
              {upcoming.length > 0 ? (
                rows(upcoming)
              ) : (
                <p className="admin-muted">{t('gigs.noUpcoming')}</p>
              )}
              {past.length > 0 ? (
                <details className="gig-rows__past">
                  <summary>{t('gigs.past', { count: past.length })}</summary>
                  {rows(past)}
                </details>
              ) : null}
            </>
          )
        }}
      </QueryState>
      <GigForm onSaved={changed} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('gigs.deleteTitle', { venue: deleting?.venue ?? '' })}
        confirmLabel={t('admin:actions.delete')}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('gigs.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  )
}

/** A gig's form: a new one (then emptied), or one being edited (then closed). */
function GigForm({
  gig,
  onSaved,
  onCancel,
}: {
  gig?: Gig
  onSaved: () => void
  onCancel?: () => void
}) {
  const { t, i18n } = useTranslation(['admin-settings', 'admin'])
  const language = currentLanguage(i18n)
  const countries = useMemo(() => countryOptions(language), [language])
  const form = useForm<Gig>({
    schema: GigInput,
    initial: gig
      ? {
          date: gig.date,
          venue: gig.venue,
          city: gig.city,
          country: gig.country,
          ticket_url: gig.ticket_url ?? '',
        }
      : EMPTY,
    toInput: (values) => ({ ...values, ticket_url: completeTicketUrl(values.ticket_url) }),
    submit: (input) => (gig ? updateGig(gig.id, input) : createGig(input)),
    onSuccess: (saved) => {
      if (!gig) form.reset()
      onSaved()
      showToast({
        tone: 'success',
        title: t(gig ? 'gigs.saved' : 'gigs.added', { venue: saved.venue }),
      })
    },
  })
  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
      <fieldset>
        <legend>{gig ? t('gigs.edit', { venue: gig.venue }) : t('gigs.new')}</legend>
        <div className="admin-form__grid">
          <InputField binding={form.field('date')} label={t('gigs.date')} type="date" required />
          <InputField binding={form.field('venue')} label={t('gigs.venue')} required />
          <InputField binding={form.field('city')} label={t('gigs.city')} required />
          <SelectField
            binding={form.field('country')}
            label={t('gigs.country')}
            placeholder={t('gigs.countryChoose')}
            options={countries}
          />
          <InputField
            binding={form.field('ticket_url')}
            label={t('gigs.ticketUrl')}
            hint={t('gigs.ticketUrlHint')}
            inputMode="url"
            optional
          />
        </div>
      </fieldset>
      <FormStatus failure={form.failure} />
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={form.submitting}>
          {form.submitting
            ? t('admin:actions.saving')
            : gig
              ? t('admin:actions.save')
              : t('gigs.add')}
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('admin:actions.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
