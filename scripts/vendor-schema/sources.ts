// Turning the vendors' migration sources into SQL we can run: pure text work, no database.

/** GoTrue's migrations name their schema through a Go template; the hosted value is `auth`. */
export function substituteGoTemplate(sql: string, options: Record<string, string>): string {
  return sql.replace(/\{\{\s*index\s+\.Options\s+"(\w+)"\s*\}\}/g, (whole, key: string) => {
    const value = options[key]
    if (value === undefined) throw new Error(`No value for the template placeholder ${whole}`)
    return value
  })
}

/** The SQL of the `up` direction of an Ecto migration: every `execute(...)` first argument. */
export function extractEctoExecutes(source: string): string[] {
  const statements: string[] = []
  for (const body of upBodies(source)) {
    let at = body.indexOf('execute(')
    while (at !== -1) {
      const literal = readElixirString(body, at + 'execute('.length)
      if (literal) statements.push(literal.value.trim())
      at = body.indexOf('execute(', literal ? literal.end : at + 1)
    }
  }
  return statements
}

/** Whether an Ecto migration also changes the schema through Ecto's DSL (`create table(...)`,
 * `alter table(...)`, `create index(...)`), which is not SQL and is not extracted. */
export function usesEctoDsl(source: string): boolean {
  return upBodies(source).some((body) =>
    /^\s*(create|create_if_not_exists|alter|drop|drop_if_exists)\s+(table|index|unique_index)\(/m.test(
      body,
    ),
  )
}

/** Text of each `def up` / `def change` block, so `def down` (the rollback) is never run. */
function upBodies(source: string): string[] {
  const bodies: string[] = []
  const defs = [...source.matchAll(/^\s*def\s+(up|down|change)\b.*$/gm)]
  defs.forEach((def, index) => {
    if (def[1] === 'down') return
    const start = def.index! + def[0].length
    const end = defs[index + 1]?.index ?? source.length
    bodies.push(source.slice(start, end))
  })
  return bodies
}

/** Reads `"..."`, `"""..."""` or `~S"""..."""` starting at `from` (spaces skipped). */
function readElixirString(text: string, from: number): { value: string; end: number } | null {
  let at = from
  while (/\s/.test(text[at] ?? '')) at++
  const sigil = text.startsWith('~S', at)
  if (sigil) at += 2
  if (text.startsWith('"""', at)) {
    const close = text.indexOf('"""', at + 3)
    if (close === -1) return null
    const raw = text.slice(text.indexOf('\n', at) + 1, close)
    return { value: sigil ? raw : unescapeElixir(dedent(raw)), end: close + 3 }
  }
  if (text[at] !== '"') return null
  let value = ''
  for (let i = at + 1; i < text.length; i++) {
    const char = text[i]!
    if (char === '\\' && !sigil) {
      value += unescapeElixir(text.slice(i, i + 2))
      i++
    } else if (char === '"') {
      return { value, end: i + 1 }
    } else {
      value += char
    }
  }
  return null
}

function unescapeElixir(text: string): string {
  return text.replace(/\\(.)/g, (_, char: string) =>
    char === 'n' ? '\n' : char === 't' ? '\t' : char,
  )
}

function dedent(text: string): string {
  const indents = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => /^ */.exec(line)![0].length)
  const cut = Math.min(...indents, Number.POSITIVE_INFINITY)
  return Number.isFinite(cut) ? text.replace(new RegExp(`^ {${cut}}`, 'gm'), '') : text
}

/** dbmate files carry both directions; only the part before `-- migrate:down` is the migration. */
export function dbmateUp(sql: string): string {
  return sql.split(/^--\s*migrate:down\b/m)[0]!.replace(/^--\s*migrate:up\b.*$/m, '')
}

/**
 * Splits a script into statements at top-level semicolons, keeping quoted strings, quoted names,
 * dollar-quoted bodies and comments whole, so each statement can run (and fail) on its own.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = []
  let start = 0
  let i = 0
  const push = (end: number) => {
    const text = sql.slice(start, end).trim()
    if (stripComments(text).trim() !== '') statements.push(text)
  }
  while (i < sql.length) {
    const char = sql[i]!
    if (char === '-' && sql[i + 1] === '-') {
      i = endOf(sql, '\n', i + 2)
    } else if (char === '/' && sql[i + 1] === '*') {
      i = endOf(sql, '*/', i + 2)
    } else if (char === "'" || char === '"') {
      i = endOf(sql, char, i + 1)
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0]
      i = tag ? endOf(sql, tag, i + tag.length) : i + 1
    } else if (char === ';') {
      push(i)
      start = ++i
    } else {
      i++
    }
  }
  push(sql.length)
  return statements
}

function endOf(text: string, close: string, from: number): number {
  const at = text.indexOf(close, from)
  return at === -1 ? text.length : at + close.length
}

function stripComments(sql: string): string {
  return sql.replace(/--.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '')
}
