import type * as HarfBuzz from 'harfbuzzjs'

export type { HarfBuzz }

let loading: Promise<typeof HarfBuzz> | undefined

/**
 * HarfBuzz, loaded on first use: importing it compiles its WebAssembly (444 KB), which would
 * otherwise slow every cold start of the site function, when most requests print no certificate.
 */
export function harfbuzz(): Promise<typeof HarfBuzz> {
  loading ??= import('harfbuzzjs')
  return loading
}
