import type { CartProblem } from '../../_shared/contract/checkout.ts'
import { AppError } from '../../_shared/http/errors.ts'
import type { LineProblem } from './pricing.ts'

const DESCRIBE: Record<CartProblem, (item: string) => string> = {
  item_unavailable: (item) => `${item} is no longer available. Remove it to continue.`,
  out_of_stock: (item) =>
    `${item} does not have enough stock left. Lower the quantity or remove it.`,
  price_changed: (item) => `The price of ${item} has just changed. Review your cart and try again.`,
  exclusive_on_hold: (item) =>
    `Someone is paying for the exclusive rights to ${item} right now. Try again in about 30 minutes, or choose another licence.`,
}

/**
 * 409 naming every line that cannot be sold: `error.code` is the first problem, `error.fields`
 * maps `items.<index>` to each line's problem code.
 */
export function cartProblemError(problems: readonly LineProblem[]): AppError {
  const [first] = problems
  if (!first) throw new Error('cartProblemError needs at least one problem')
  const fields: Record<string, string> = {}
  for (const problem of problems) fields[`items.${problem.index}`] = problem.code
  const item = first.title ? `"${first.title}"` : `"${first.slug}"`
  return new AppError(first.code, DESCRIBE[first.code](item), fields)
}
