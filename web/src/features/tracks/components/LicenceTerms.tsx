import type { TrackLicenceOffer } from '@contract/licence-tiers.ts'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'

const CAPS = ['copies', 'streams', 'videos', 'radio', 'live'] as const

/** "MP3 + WAV + stems (zip)": the files a licence delivers, in the reader's language. */
export function useFilesText() {
  const { t } = useTranslation('tracks')
  return (files: readonly string[]) => files.map((file) => t(`files.${file}`)).join(' + ')
}

/**
 * What a licence allows, capped: "up to 10,000 copies · 1,000,000 streams · 2 music videos…".
 * Nothing when every cap is unlimited (the exclusive rights), or none is allowed (private use,
 * which its rights text already describes).
 */
export function LicenceCaps({ terms }: { terms: TrackLicenceOffer['terms'] }) {
  const { t, i18n } = useTranslation('tracks')
  const number = new Intl.NumberFormat(currentLanguage(i18n))
  const allowed = CAPS.filter((cap) => terms[cap] !== 0)
  if (allowed.length === 0 || allowed.every((cap) => terms[cap] === null)) return null
  return (
    <ul className="licence-option__caps">
      {allowed.map((cap) => {
        const value = terms[cap]
        return (
          <li key={cap}>
            {value === null
              ? t(`caps.unlimited.${cap}`)
              : t(`caps.limited.${cap}`, { count: value, value: number.format(value) })}
          </li>
        )
      })}
    </ul>
  )
}
