import { LICENCE_FILES, type LicenceFile } from '@contract/licence-files.ts'
import {
  CAPS,
  type Cap,
  type LicenceTier,
  type LicenceTiersView,
  REQUIRED_FILE,
} from '@contract/licence-tiers.ts'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { QueryState } from '@/components/admin/QueryState'
import { ErrorText } from '@/components/ui/ErrorText'
import { ApiError } from '@/lib/api-client'
import { showToast } from '@/lib/toast'
import { licenceTiersKey, saveLicenceTiers, useAdminLicenceTiers } from '../api/licence-tiers'

type TierDraft = {
  licence: LicenceTier['licence']
  files: LicenceFile[]
  caps: Record<Cap, string>
}
type Draft = { tiers: TierDraft[]; pricesIncludeTax: boolean }

const draftOf = (view: LicenceTiersView): Draft => ({
  tiers: view.tiers.map((tier) => ({
    licence: tier.licence,
    files: [...tier.files],
    caps: Object.fromEntries(
      CAPS.map((cap) => [cap, tier.caps[cap] === null ? '' : String(tier.caps[cap])]),
    ) as Record<Cap, string>,
  })),
  pricesIncludeTax: view.prices_include_tax,
})

/** A cap as typed: empty is unlimited; anything else goes as a number (the server checks it). */
const capOf = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed))

/**
 * Settings → Licences: what each licence delivers (MP3, WAV, stems) and allows (copies, streams,
 * videos, radio, shows), as the track pages, `/licenses` and the certificates state it, and
 * whether prices include VAT. Saving publishes a new version of the terms buyers accept.
 */
export function LicenceTiersSection() {
  const { data, error, mutate } = useAdminLicenceTiers()
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(view) => <LicenceTiersForm key={view.terms_version} view={view} />}
    </QueryState>
  )
}

function LicenceTiersForm({ view }: { view: LicenceTiersView }) {
  const { t } = useTranslation(['admin-settings', 'admin', 'tracks', 'licences', 'common'])
  const { mutate } = useSWRConfig()
  const [draft, setDraft] = useState(() => draftOf(view))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<ReactNode>(null)
  const [saving, setSaving] = useState(false)

  const change = (index: number, tier: TierDraft) =>
    setDraft({ ...draft, tiers: draft.tiers.map((each, at) => (at === index ? tier : each)) })

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setFailure(null)
    setErrors({})
    try {
      const saved = await saveLicenceTiers({
        tiers: draft.tiers.map((tier) => ({
          licence: tier.licence,
          files: LICENCE_FILES.filter((file) => tier.files.includes(file)),
          caps: Object.fromEntries(
            CAPS.map((cap) => [cap, capOf(tier.caps[cap])]),
          ) as LicenceTier['caps'],
        })),
        prices_include_tax: draft.pricesIncludeTax,
      })
      void mutate(licenceTiersKey, saved, { revalidate: false })
      showToast({
        tone: 'success',
        title: t('licences.saved'),
        body: t('licences.version', { version: saved.terms_version }),
      })
    } catch (failed) {
      if (failed instanceof ApiError && Object.keys(failed.fields).length > 0) {
        setErrors(failed.fields)
      }
      setFailure(<ErrorText error={failed} />)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="admin-form licence-settings" noValidate onSubmit={save}>
      <section className="admin-panel settings-section" aria-labelledby="licence-settings-title">
        <h2 id="licence-settings-title">{t('licences.title')}</h2>
        <p className="settings-section__description">{t('licences.description')}</p>
        <p className="admin-muted">{t('licences.version', { version: view.terms_version })}</p>
        {draft.tiers.map((tier, index) => {
          const name = t(`tracks:licence.name.${tier.licence}`)
          const filesError = errors[`tiers.${index}.files`]
          return (
            <fieldset key={tier.licence} className="licence-settings__tier">
              <legend>{name}</legend>
              <fieldset
                className="licence-settings__files"
                aria-describedby={filesError ? `licence-${tier.licence}-files-error` : undefined}
              >
                <legend className="field__label">{t('licences.files')}</legend>
                {LICENCE_FILES.map((file) => {
                  const required = REQUIRED_FILE[tier.licence] === file
                  return (
                    <label key={file} className="checkbox">
                      <input
                        type="checkbox"
                        checked={tier.files.includes(file)}
                        disabled={required}
                        onChange={(event) =>
                          change(index, {
                            ...tier,
                            files: event.target.checked
                              ? [...tier.files, file]
                              : tier.files.filter((each) => each !== file),
                          })
                        }
                      />
                      <span>{t(`tracks:files.${file}`)}</span>
                    </label>
                  )
                })}
                {filesError ? (
                  <p id={`licence-${tier.licence}-files-error`} className="field__error">
                    <ErrorText code={filesError} />
                  </p>
                ) : null}
              </fieldset>
              <div className="admin-form__grid licence-settings__caps">
                {CAPS.map((cap) => {
                  const id = `licence-${tier.licence}-${cap}`
                  const capError = errors[`tiers.${index}.caps.${cap}`]
                  return (
                    <div key={cap} className={capError ? 'field field--invalid' : 'field'}>
                      <label className="field__label" htmlFor={id}>
                        {t(`licences:tiers.caps.${cap}`)}
                      </label>
                      <input
                        id={id}
                        className="field__control"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        placeholder={t('licences:tiers.unlimited')}
                        value={tier.caps[cap]}
                        aria-invalid={Boolean(capError)}
                        onChange={(event) =>
                          change(index, {
                            ...tier,
                            caps: { ...tier.caps, [cap]: event.target.value },
                          })
                        }
                      />
                      {capError ? (
                        <p className="field__error">
                          <ErrorText code={capError} />
                        </p>
                      ) : null}
                    </div>
                  )
                })}
              </div>
            </fieldset>
          )
        })}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.pricesIncludeTax}
            onChange={(event) => setDraft({ ...draft, pricesIncludeTax: event.target.checked })}
          />
          <span>{t('licences.pricesIncludeTax')}</span>
        </label>
      </section>
      <div role="alert" className="form-status">
        {failure ? <p className="form-status__message">{failure}</p> : null}
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={saving}>
          {saving ? t('admin:actions.saving') : t('licences.save')}
        </button>
      </div>
    </form>
  )
}
