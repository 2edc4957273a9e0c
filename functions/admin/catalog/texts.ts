/** The translations of a text field (the table guarantees string values; this keeps types honest). */
export function textsOnly(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}
