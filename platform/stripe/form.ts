import { invalidRequest } from './errors.ts'

/**
 * Stripe's form encoding: `a[b][0][c]=x` for nested hashes and indexed arrays, `a[]=x` to append.
 * Indices stay hash keys here ("0", "1"); `asList` turns such a hash into an array where the
 * parameter is a list, the way Stripe's own parser does, so `metadata[0]` stays a metadata key.
 */
export type FormValue = string | FormValue[] | FormObject
export interface FormObject {
  [key: string]: FormValue
}

const KEY_PATTERN = /^([^[\]]+)((?:\[[^[\]]*\])*)$/
const BRACKET_SEGMENT = /\[([^[\]]*)\]/g

export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {}
  for (const [key, value] of new URLSearchParams(encoded)) assign(root, splitKey(key), value, key)
  return root
}

function splitKey(key: string): string[] {
  const match = KEY_PATTERN.exec(key)
  if (!match) return [key]
  const [, head = key, brackets = ''] = match
  return [head, ...Array.from(brackets.matchAll(BRACKET_SEGMENT), (segment) => segment[1] ?? '')]
}

function emptyContainerFor(nextSegment: string): FormObject | FormValue[] {
  return nextSegment === '' ? [] : {}
}

function assign(root: FormObject, segments: string[], value: string, fullKey: string): void {
  let node: FormObject | FormValue[] = root
  for (const [index, segment] of segments.entries()) {
    const next = segments[index + 1]
    if (Array.isArray(node)) {
      if (segment !== '') throw invalidRequest(fullKey, `Invalid array parameter: ${fullKey}`)
      if (next === undefined) {
        node.push(value)
        return
      }
      const child = emptyContainerFor(next)
      node.push(child)
      node = child
      continue
    }
    if (next === undefined) {
      node[segment] = value
      return
    }
    const existing: FormValue | undefined = node[segment]
    if (existing === undefined) {
      const child = emptyContainerFor(next)
      node[segment] = child
      node = child
    } else if (typeof existing === 'string' || Array.isArray(existing) !== (next === '')) {
      throw invalidRequest(fullKey, `Conflicting values for parameter: ${fullKey}`)
    } else {
      node = existing
    }
  }
}

export function isFormObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && !Array.isArray(value)
}

/** A list parameter as sent by stripe-node (`a[0]`, `a[1]`) or by curl (`a[]`). */
export function asList(value: FormValue, param: string): FormValue[] {
  if (Array.isArray(value)) return value
  if (value === '') return []
  if (isFormObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => value[key] as FormValue)
  }
  throw invalidRequest(param, `Invalid array: ${param} must be a list.`)
}
