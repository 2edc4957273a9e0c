// Numbers and money in the visitor's language.

// Building an Intl formatter loads locale data and costs far more than using one (a price list
// made a new one per price: tens of milliseconds of a phone's first render), so each language and
// set of options gets one, kept for the page's life. The first one a page builds costs the most
// (50–100 ms on a phone, ×4 in Lighthouse's): a served page comes with the texts the server
// formatted (`seedFormatted`), so that hydrating it builds none.
const formatters = new Map<string, unknown>()

function memo<T>(id: string, make: () => T): T {
  let formatter = formatters.get(id) as T | undefined
  if (formatter === undefined) {
    formatter = make()
    formatters.set(id, formatter)
  }
  return formatter
}

/**
 * What a server render formatted: by formatter (`kind|language|options`), each value's text. A
 * formatter's options are written once however many prices a page shows.
 */
export type FormattedTexts = Record<string, Record<string, string>>

/** Texts the server formatted for the page the browser is hydrating, by formatter and value. */
const seeded = new Map<string, string>()
/** Server: each page being rendered notes every text formatted meanwhile (`recordFormatted`). */
const recorders = new Set<Map<string, Map<string, string>>>()

function formatted(id: string, value: string, format: () => string): string {
  const text = seeded.get(`${id}|${value}`) ?? format()
  for (const recorder of recorders) {
    const texts = recorder.get(id) ?? new Map<string, string>()
    recorder.set(id, texts.set(value, text))
  }
  return text
}

/** Browser: the texts a served page was rendered with (`recordFormatted`), before hydrating it. */
export function seedFormatted(texts: FormattedTexts) {
  for (const [id, byValue] of Object.entries(texts)) {
    for (const [value, text] of Object.entries(byValue)) seeded.set(`${id}|${value}`, text)
  }
}

/**
 * Server: runs `render` and returns, beside its result, the texts formatted while it ran. Pages
 * rendered at the same time may add theirs: a few texts too many, never one missing.
 */
export async function recordFormatted<T>(
  render: () => Promise<T>,
): Promise<{ result: T; texts: FormattedTexts }> {
  const recorder = new Map<string, Map<string, string>>()
  recorders.add(recorder)
  try {
    const result = await render()
    const texts = [...recorder].map(([id, byValue]) => [id, Object.fromEntries(byValue)])
    return { result, texts: Object.fromEntries(texts) }
  } finally {
    recorders.delete(recorder)
  }
}

const formatterId = (kind: string, language: string, options: object | undefined) =>
  `${kind}|${language}|${JSON.stringify(options ?? {})}`

export type NumberFormatter = {
  format(value: number): string
  formatRange(start: number, end: number): string
}

export function numberFormat(
  language: string,
  options?: Intl.NumberFormatOptions,
): NumberFormatter {
  const id = formatterId('number', language, options)
  const intl = () => memo(id, () => new Intl.NumberFormat(language, options))
  return {
    format: (value) => formatted(id, String(value), () => intl().format(value)),
    formatRange: (start, end) =>
      formatted(id, `${start}–${end}`, () => intl().formatRange(start, end)),
  }
}

export type DateFormatter = { format(date: Date): string }

export function dateTimeFormat(
  language: string,
  options?: Intl.DateTimeFormatOptions,
): DateFormatter {
  const id = formatterId('date', language, options)
  const intl = () => memo(id, () => new Intl.DateTimeFormat(language, options))
  return { format: (date) => formatted(id, String(date.getTime()), () => intl().format(date)) }
}

export type RegionNames = { of(code: string): string | undefined }

export function regionNames(language: string): RegionNames {
  const id = formatterId('region', language, undefined)
  const intl = () => memo(id, () => new Intl.DisplayNames([language], { type: 'region' }))
  return { of: (code) => formatted(id, code, () => intl().of(code) ?? code) }
}

export function formatMoney(cents: number, currency: string, language: string): string {
  const whole = cents % 100 === 0
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100)
}

/** A claim such as 500000 → "500K+" (en), "500 mil+" (es), "500.000+" (de). */
export function formatClaim(value: number, language: string): string {
  const compact = numberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value)
  return `${compact}+`
}

/** A track length as people read it: 185 → "3:05". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const minutes = Math.floor(whole / 60)
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`
}

/** "a, b and c" as the language joins a list: "a, b et c" (fr), "a, b y c" (es). */
export function formatList(items: string[], language: string): string {
  const id = formatterId('list', language, undefined)
  return formatted(id, JSON.stringify(items), () =>
    memo(id, () => new Intl.ListFormat(language, { type: 'conjunction' })).format(items),
  )
}

/** `2–5` in the language's way of writing a range of numbers. */
export function formatRange(range: { min: number; max: number }, language: string): string {
  if (range.min === range.max) return numberFormat(language).format(range.min)
  return numberFormat(language).formatRange(range.min, range.max)
}

/** A day as the reader's language writes it in full: `26 November 2026`, `26 de noviembre de 2026`. */
export function formatLongDate(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso))
}
