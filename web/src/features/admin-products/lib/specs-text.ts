// Specs are typed one per line, "Label: value" ("Weight: 285 g"), a text per language.

export type Spec = { label: string; value: string }

export const MAX_SPECS = 30

export function specsToText(specs: Spec[] | undefined): string {
  return (specs ?? []).map((spec) => `${spec.label}: ${spec.value}`).join('\n')
}

/** The specs in a text, blank lines skipped; a line without a colon has an empty value. */
export function specsFromText(text: string): Spec[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':')
      return colon < 0
        ? { label: line, value: '' }
        : { label: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() }
    })
}

/** Why a specs text can't be saved (an error code), or undefined when it can. */
export function specsProblem(text: string): string | undefined {
  const specs = specsFromText(text)
  if (specs.length > MAX_SPECS) return 'specs_too_many'
  if (specs.some((spec) => !spec.label || !spec.value)) return 'specs_line_invalid'
  if (specs.some((spec) => spec.label.length > 60 || spec.value.length > 200))
    return 'text_too_long'
  return undefined
}
