import { ERROR_CODES } from '@contract/error-codes.ts'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@/lib/i18n'

type Tree = { [key: string]: string | Tree }

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' })

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]` */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  )
}

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./es/'))
  .map((path) => path.slice('./es/'.length, -'.json'.length))

/** Field codes of the public forms (the top-level codes come from the API's catalogue). */
const FORM_FIELD_CODES = [
  'name_too_short',
  'email_invalid',
  'text_too_short',
  'text_too_long',
  'date_in_past',
  'date_too_far',
  'date_blocked',
  'text_invalid',
  'genre_not_offered',
  'hours_invalid',
  'session_hours_invalid',
  'event_type_invalid',
  'item_unavailable',
  'out_of_stock',
  'price_changed',
  'network',
]

describe('locales', () => {
  it('has the common and pages namespaces in Spanish, the reference language', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'pages']))
  })

  describe.each(LANGUAGES)('%s', (language) => {
    it.each(namespaces)('%s has exactly the keys of es, none empty', (namespace) => {
      const reference = files[`./es/${namespace}.json`]
      const translation = files[`./${language}/${namespace}.json`]
      expect(translation, `${language}/${namespace}.json is missing`).toBeDefined()
      const expectedKeys = leaves(reference as Tree).map(([key]) => key)
      const entries = leaves(translation as Tree)
      expect(entries.map(([key]) => key).sort()).toEqual(expectedKeys.sort())
      const empty = entries.filter(([, value]) => typeof value !== 'string' || !value.trim())
      expect(empty.map(([key]) => key)).toEqual([])
    })

    it('translates every error code of the API catalogue, and the forms’ field codes', () => {
      const site = leaves(files[`./${language}/common.json`] as Tree).map(([key]) => key)
      const admin = leaves(files[`./${language}/admin.json`] as Tree).map(([key]) => key)
      // The site's strings, or the panel's for codes only the panel meets.
      const untranslated = ERROR_CODES.filter(
        (code) => !site.includes(`errors.${code}`) && !admin.includes(`errors.${code}`),
      )
      expect(untranslated).toEqual([])
      for (const code of FORM_FIELD_CODES) expect(site).toContain(`errors.${code}`)
    })
  })

  it('keeps the seed spec wording for the contact toasts in English', () => {
    const common = files['./en/common.json'] as Tree
    expect(common.toast).toMatchObject({
      contactSent: {
        title: 'Message sent!',
        body: "Thanks for reaching out. I'll get back to you soon.",
      },
      contactFailed: {
        title: 'Error',
        body: 'Failed to send message. Please try again or email directly.',
      },
    })
  })
})
