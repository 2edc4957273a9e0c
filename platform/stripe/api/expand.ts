import { findObjectById, type SandboxContext } from '../context.ts'
import { invalidRequest } from '../errors.ts'
import { paginate } from './list.ts'

type Node = Record<string, unknown>

/** Line items are not part of a session until expanded; expanded, they are a first page of 10. */
export function sessionLineItems(ctx: SandboxContext, sessionId: string) {
  const items = ctx.state.lineItems[sessionId] ?? []
  return paginate(items, { limit: 10 }, `/v1/checkout/sessions/${sessionId}/line_items`)
}

/**
 * Applies `expand[]` paths such as `payment_intent`, `payment_intent.latest_charge`,
 * `line_items` or `line_items.data.price.product` to a copy of the object.
 */
export function expandObject<T extends object>(
  ctx: SandboxContext,
  object: T,
  paths: readonly string[],
): T {
  if (paths.length === 0) return object
  const copy = structuredClone(object)
  for (const path of paths) expandPath(ctx, copy as Node, path.split('.'), path)
  return copy
}

function expandPath(ctx: SandboxContext, node: Node, segments: string[], path: string): void {
  const [field, ...rest] = segments
  if (field === undefined) return
  if (node.object === 'list' && field === 'data' && Array.isArray(node.data)) {
    for (const item of node.data as Node[]) expandPath(ctx, item, rest, path)
    return
  }
  let value = node[field]
  // A list field of plain objects (a session's `shipping_options`): each item is expanded.
  if (Array.isArray(value) && rest.length > 0) {
    for (const item of value as Node[]) expandPath(ctx, item, rest, path)
    return
  }
  if (field === 'line_items' && node.object === 'checkout.session') {
    // A copy: expanding inside the list must not change the stored line items.
    value = structuredClone(value ?? sessionLineItems(ctx, String(node.id)))
  } else if (typeof value === 'string') {
    const found = findObjectById(ctx, value)
    if (!found) throw cannotExpand(path)
    value = structuredClone(found)
  }
  if (value === null) return
  if (typeof value !== 'object') throw cannotExpand(path)
  node[field] = value
  expandPath(ctx, value as Node, rest, path)
}

function cannotExpand(path: string) {
  return invalidRequest('expand', `This property cannot be expanded (${path}).`)
}
