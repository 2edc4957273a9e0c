import { z } from 'zod'
import { LOCALES } from '../../_shared/contract/forms.ts'

// Query parameters of the catalogue reads. Messages are error codes, as in the form schemas.

export const TRACK_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'bpm_asc',
  'bpm_desc',
  'title',
] as const
export type TrackSort = (typeof TRACK_SORTS)[number]

/** An empty parameter (`?genre=`) means the same as an absent one: a cleared filter. */
const absentWhenBlank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(absentWhenBlank, schema.optional())

/** `en`, `EN` and `en-GB` all mean English; a language the site lacks is an error. */
const Language = z
  .string()
  .transform((value) => value.trim().toLowerCase().split(/[-_]/)[0])
  .pipe(z.enum(LOCALES, 'lang_invalid'))

/** The language of the answer's texts; Spanish when none is named. */
const Lang = z.preprocess(absentWhenBlank, Language.default('es'))

const whole = (code: string, min: number, max: number) =>
  z.coerce.number(code).int(code).min(min, code).max(max, code)

const filterText = (max: number) => z.string().trim().max(max, 'text_too_long')

export const LangQuery = z.object({ lang: Lang })
/** `site/settings?lang`: the texts in that language only; without it, in every language. */
export const OptionalLangQuery = z.object({ lang: optional(Language) })

export const TrackListQuery = z
  .object({
    q: optional(filterText(100)),
    genre: optional(filterText(60)),
    bpm_min: optional(whole('bpm_invalid', 1, 300)),
    bpm_max: optional(whole('bpm_invalid', 1, 300)),
    sort: z.preprocess(absentWhenBlank, z.enum(TRACK_SORTS, 'sort_invalid').default('newest')),
    lang: Lang,
    limit: z.preprocess(absentWhenBlank, whole('limit_invalid', 1, 100).default(50)),
    offset: z.preprocess(absentWhenBlank, whole('offset_invalid', 0, 100_000).default(0)),
  })
  .refine(
    (query) =>
      query.bpm_min === undefined || query.bpm_max === undefined || query.bpm_min <= query.bpm_max,
    { path: ['bpm_max'], message: 'bpm_range_invalid' },
  )
export type TrackListQuery = z.infer<typeof TrackListQuery>

export const ProductListQuery = z.object({
  category: optional(filterText(60)),
  lang: Lang,
})
export type ProductListQuery = z.infer<typeof ProductListQuery>

export { parseQuery } from '../../_shared/http/query.ts'
