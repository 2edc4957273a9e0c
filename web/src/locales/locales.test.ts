import { ERROR_CODES } from '@contract/error-codes.ts'
import { describe, expect, it } from 'vitest'
import { AUTH_ERROR_CODES } from '@/lib/auth/auth-errors'
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

/** Field codes of the public forms, beside the API catalogue's at the top of errors.json. */
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
  'code_invalid',
]

describe('locales', () => {
  it('has the common, pages and errors namespaces in Spanish, the reference language', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'pages', 'errors']))
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

    it('says every error in errors.json: the API catalogue, the forms’ and Supabase Auth’s codes', () => {
      const errors = leaves(files[`./${language}/errors.json`] as Tree).map(([key]) => key)
      const missing = [
        ...ERROR_CODES,
        ...FORM_FIELD_CODES,
        // Auth's `network` and `unknown` are the site's own sentences.
        ...AUTH_ERROR_CODES.filter((code) => code !== 'network' && code !== 'unknown').map(
          (code) => `auth.${code}`,
        ),
      ].filter((code) => !errors.includes(code))
      expect(missing).toEqual([])
    })

    it('keeps error sentences in errors.json only', () => {
      const elsewhere = namespaces
        .filter((namespace) => namespace !== 'errors')
        .filter((namespace) => 'errors' in (files[`./${language}/${namespace}.json`] as Tree))
      expect(elsewhere).toEqual([])
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
