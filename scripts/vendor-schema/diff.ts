// Comparing two catalogs, each flattened to `key -> description`, and the allow-list that says
// which differences a local stand-in keeps on purpose.

export type Catalog = Map<string, string>

export type Difference =
  | { kind: 'missing'; key: string; vendor: string }
  | { kind: 'extra'; key: string; ours: string }
  | { kind: 'differs'; key: string; vendor: string; ours: string }

export type Allowance = {
  /** Which difference: `*` stands for any run of characters. */
  key: string
  kind: Difference['kind'] | 'any'
  why: string
}

export function diffCatalogs(vendor: Catalog, ours: Catalog): Difference[] {
  const differences: Difference[] = []
  for (const [key, value] of vendor) {
    const local = ours.get(key)
    if (local === undefined) differences.push({ kind: 'missing', key, vendor: value })
    else if (local !== value) differences.push({ kind: 'differs', key, vendor: value, ours: local })
  }
  for (const [key, value] of ours) {
    if (!vendor.has(key)) differences.push({ kind: 'extra', key, ours: value })
  }
  return differences.sort((a, b) => a.key.localeCompare(b.key))
}

export function matches(allowance: Allowance, difference: Difference): boolean {
  if (allowance.kind !== 'any' && allowance.kind !== difference.kind) return false
  const pattern = allowance.key.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${pattern}$`).test(difference.key)
}

export function partition(
  differences: Difference[],
  allowList: Allowance[],
): { unexpected: Difference[]; allowed: Difference[]; unused: Allowance[] } {
  const used = new Set<Allowance>()
  const unexpected: Difference[] = []
  const allowed: Difference[] = []
  for (const difference of differences) {
    const allowance = allowList.find((entry) => matches(entry, difference))
    if (allowance) {
      used.add(allowance)
      allowed.push(difference)
    } else {
      unexpected.push(difference)
    }
  }
  return { unexpected, allowed, unused: allowList.filter((entry) => !used.has(entry)) }
}

export function describe(difference: Difference): string {
  switch (difference.kind) {
    case 'missing':
      return `- ${difference.key}: vendor has ${difference.vendor}; ours has nothing`
    case 'extra':
      return `+ ${difference.key}: ours has ${difference.ours}; vendor has nothing`
    case 'differs':
      return `~ ${difference.key}:\n    vendor: ${difference.vendor}\n    ours:   ${difference.ours}`
  }
}
