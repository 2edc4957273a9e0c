import { CART_PROBLEMS, type CartProblem } from '@contract/checkout.ts'

/** Why the server refused a cart line (409), with what it costs or has left now when known. */
export type LineProblem =
  | { code: 'item_unavailable' }
  | { code: 'out_of_stock'; available: number | null }
  | { code: 'price_changed'; priceCents: number | null }
  | { code: 'exclusive_on_hold' }

/** By cart line id. */
export type LineProblems = Record<string, LineProblem>

export const isCartProblem = (code: string | undefined): code is CartProblem =>
  (CART_PROBLEMS as readonly string[]).includes(code ?? '')
