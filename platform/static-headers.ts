// The `_headers` file of static hosts (Netlify, Cloudflare Pages): a path pattern on its own line,
// then indented `Name: value` lines. `*` matches any run of characters. Every matching rule
// applies, in order. The local site server reads the web build's file, so it sends exactly the
// headers the production host will.

export type HeaderRule = { pattern: RegExp; headers: [string, string][] }

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(line.trim()), headers: [] })
      continue
    }
    const separator = line.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || separator < 0) throw new Error(`_headers line ${index + 1} is not "Name: value"`)
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
  }
  return rules
}

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
  return new RegExp(`^${escaped}$`)
}

/** The headers for a request path: those of every rule that matches it. */
export function headersFor(rules: HeaderRule[], path: string): [string, string][] {
  return rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers)
}
