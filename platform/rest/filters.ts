import { restErrors } from './errors.ts'

export type Comparison = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike'

export type Filter = { column: string; negated: boolean } & (
  | { operator: Comparison; value: string }
  | { operator: 'in'; values: string[] }
  | { operator: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
)

const COMPARISONS = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike'])
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown'])
// Operators real PostgREST has that this subset does not: answered as unsupported, not unknown.
const OTHER_POSTGREST_OPERATORS = new Set([
  'match',
  'imatch',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
])

/**
 * Parses one horizontal filter as postgrest-js sends it: `column=[not.]operator.value`, the value
 * already URL-decoded. `like`/`ilike` take `*` as the wildcard as well as `%`.
 */
export function parseFilter(column: string, raw: string): Filter {
  const negated = raw.startsWith('not.')
  const expression = negated ? raw.slice(4) : raw
  const dot = expression.indexOf('.')
  const operator = dot === -1 ? expression : expression.slice(0, dot)
  const value = dot === -1 ? null : expression.slice(dot + 1)
  const failed = () =>
    restErrors.parse(
      `"failed to parse filter (${raw})" (line 1, column 1)`,
      'expected "not" or an operator (eq, neq, gt, gte, lt, lte, like, ilike, in, is)',
    )

  if (value === null) throw failed()
  if (COMPARISONS.has(operator)) {
    const pattern = operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value
    return { column, negated, operator: operator as Comparison, value: pattern }
  }
  if (operator === 'in') return { column, negated, operator, values: parseList(raw, value) }
  if (operator === 'is') {
    const lowered = value.toLowerCase()
    if (!IS_VALUES.has(lowered)) throw failed()
    return { column, negated, operator, value: lowered as 'null' }
  }
  const base = operator.replace(/\(.*$/, '')
  if (OTHER_POSTGREST_OPERATORS.has(base) || COMPARISONS.has(base)) {
    throw restErrors.unsupported(`"failed to parse filter (${raw})"`, `The operator ${operator}`)
  }
  throw failed()
}

/** `(a,b,"c,d")`: PostgREST's list syntax, double quotes around items holding `,()`. */
function parseList(raw: string, list: string): string[] {
  if (!list.startsWith('(') || !list.endsWith(')')) {
    throw restErrors.parse(`"failed to parse filter (${raw})" (line 1, column 1)`, 'expected "("')
  }
  const body = list.slice(1, -1)
  if (body === '') return []
  const items: string[] = []
  let current = ''
  let quoted = false
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!
    if (quoted && char === '\\' && index + 1 < body.length) {
      current += body[++index]
    } else if (char === '"') {
      quoted = !quoted
    } else if (char === ',' && !quoted) {
      items.push(current)
      current = ''
    } else {
      current += char
    }
  }
  if (quoted) {
    throw restErrors.parse(`"failed to parse filter (${raw})" (line 1, column 1)`, 'unclosed "')
  }
  items.push(current)
  return items
}
