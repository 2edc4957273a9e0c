import type { Allowance } from './diff.ts'

/**
 * What a hosted project has that the local stand-in deliberately does not, each with the reason.
 * Anything else that differs fails `npm run vendor:check`.
 */
export const ALLOW_LIST: Allowance[] = []
