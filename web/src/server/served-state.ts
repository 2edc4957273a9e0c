import type { Resource } from 'i18next'
import type { FormattedTexts } from '@/lib/format'
import type { Language } from '@/lib/i18n'

/** The id of the script element that carries the served state. */
export const SERVED_STATE_ID = 'served-state'

/** What a server-rendered page hands the browser to hydrate with. */
export type ServedState = {
  language: Language
  resources: Resource
  /** Each `site` path the page read: its data, or the error it answered. */
  data: Record<
    string,
    { data: unknown } | { error: { status: number; code: string; message: string } }
  >
  /** The prices, dates and names the page shows, as the server formatted them (lib/format.ts). */
  formatted: FormattedTexts
}

/** The state the server rendered the page with, or `null` for a page rendered in the browser. */
export function readServedState(): ServedState | null {
  const element = document.getElementById(SERVED_STATE_ID)
  if (!element?.textContent) return null
  return JSON.parse(element.textContent) as ServedState
}
