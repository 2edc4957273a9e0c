import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

/**
 * Checks recorded wire bodies against a vendor's published TypeScript definitions (the official
 * clients' types, generated from the vendors' API specs): each body becomes a fresh object literal
 * assigned to its type in one generated file, and the project's own `tsc` compiles that file once.
 * A fresh literal gets TypeScript's strictest check: an unknown (renamed) property, a missing
 * required one, a wrong literal or a null where none is allowed is an error, reported at the line
 * of the literal where it happens, which leads back to the sample and the JSON path.
 * TypeScript 7's `tsc` has no in-process API to call, so it runs as a child process on a temporary
 * folder; KEEP_PUBLISHED_TYPES_CHECK=1 keeps that folder (published-types-* in the OS temp dir).
 */

export interface TypedSample {
  /** Where the body came from, e.g. `POST /v1/refunds → 200`. */
  label: string
  /** A TypeScript type expression in the preamble's scope, e.g. `Json<Stripe.Refund>`. */
  type: string
  value: unknown
}

export interface TypeProblem {
  label: string
  /** The JSON path in the body where the compiler pointed (`$` for the body itself). */
  path: string
  message: string
}

const ROOT = resolve(import.meta.dirname, '../../..')
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc')
const MAX_MESSAGE = 600

/** `Exclude<…>` of the required keys of T that the literal lacks, listed in full by the check. */
const MISSING_KEYS = `
type RequiredKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T]
type MissingKeys<T, Present extends PropertyKey> = Exclude<RequiredKeys<T>, Present>
`

export async function checkAgainstTypes(options: {
  /** Imports and helper types the samples' type expressions use. */
  preamble: string
  samples: TypedSample[]
}): Promise<TypeProblem[]> {
  // Two files, compiled side by side: the literals (whose types are huge, so their messages stay
  // truncated), and for each sample the required keys it lacks (short, so listed in full).
  const literals = new GeneratedFile([options.preamble])
  const keys = new GeneratedFile([options.preamble, MISSING_KEYS])
  options.samples.forEach((sample, index) => {
    // Only an object has keys to miss; a list's items are checked by the literal.
    if (sample.value && typeof sample.value === 'object' && !Array.isArray(sample.value)) {
      const present =
        Object.keys(sample.value)
          .map((key) => JSON.stringify(key))
          .join(' | ') || 'never'
      const missing = `MissingKeys<${sample.type}, ${present}>`
      keys.push(
        `const missing${index}: [${missing}] extends [never] ? 'none' : ${missing} = 'none'`,
        { sample: index, path: '$ (required keys)' },
      )
      keys.push(`void missing${index}`)
    }
    const printed: Array<{ text: string; path: string }> = []
    printLiteral(sample.value, '$', '', printed)
    literals.push(`// ${sample.label.replaceAll('\n', ' ')}`)
    printed.forEach((line, lineIndex) => {
      const prefix = lineIndex === 0 ? `export const sample${index}: ${sample.type} = ` : ''
      literals.push(`${prefix}${line.text}`, { sample: index, path: line.path })
    })
  })

  const dir = mkdtempSync(join(tmpdir(), 'published-types-'))
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
    const [literalOutput, keyOutput] = await Promise.all([
      compile(dir, 'literals', literals, false),
      compile(dir, 'keys', keys, true),
    ])
    return [
      ...literals.problems(literalOutput, options.samples),
      ...keys.problems(keyOutput, options.samples),
    ]
  } finally {
    if (!process.env.KEEP_PUBLISHED_TYPES_CHECK) rmSync(dir, { recursive: true, force: true })
  }
}

type Owner = { sample: number; path: string }

/** A generated source file that remembers which sample and JSON path each line belongs to. */
class GeneratedFile {
  readonly lines: string[] = []
  readonly owners: Array<Owner | undefined> = []

  constructor(chunks: string[]) {
    for (const line of chunks.join('\n').split('\n')) this.push(line)
  }

  push(line: string, owner?: Owner) {
    this.lines.push(line)
    this.owners.push(owner)
  }

  problems(output: string, samples: TypedSample[]): TypeProblem[] {
    return parseDiagnostics(output).map((diagnostic) => {
      const owner = this.owners[diagnostic.line - 1]
      const message =
        diagnostic.message.length > MAX_MESSAGE
          ? `${diagnostic.message.slice(0, MAX_MESSAGE)}…`
          : diagnostic.message
      if (!owner) return { label: '(generated preamble)', path: '', message }
      return { label: samples[owner.sample]?.label ?? '?', path: owner.path, message }
    })
  }
}

async function compile(
  dir: string,
  name: string,
  file: GeneratedFile,
  noErrorTruncation: boolean,
): Promise<string> {
  writeFileSync(join(dir, `${name}.ts`), `${file.lines.join('\n')}\n`)
  writeFileSync(
    join(dir, `tsconfig.${name}.json`),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2024', 'DOM'],
        types: [],
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        noErrorTruncation,
      },
      files: [`${name}.ts`],
    }),
  )
  return runTsc(dir, `tsconfig.${name}.json`)
}

/** Lists problems one a line, for a failing assertion's message. */
export function describeProblems(problems: TypeProblem[]): string {
  return problems
    .map((problem) => `- ${problem.label} at ${problem.path}:\n    ${problem.message}`)
    .join('\n')
}

async function runTsc(dir: string, project: string): Promise<string> {
  try {
    await promisify(execFile)(process.execPath, [TSC, '-p', project, '--pretty', 'false'], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
    })
    return ''
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; code?: number }
    // tsc exits 1 or 2 when it reports errors; anything without diagnostics is a broken run.
    const output = `${failure.stdout ?? ''}${failure.stderr ?? ''}`
    if (!/error TS\d+/.test(output)) throw new Error(`tsc failed without diagnostics:\n${output}`)
    return output
  }
}

function parseDiagnostics(output: string): Array<{ line: number; message: string }> {
  const diagnostics: Array<{ line: number; message: string }> = []
  for (const line of output.split('\n')) {
    const match = /^(?:.*?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line)
    if (match) {
      diagnostics.push({ line: Number(match[1]), message: `${match[3]}: ${match[4]}` })
    } else if (line.trim() && diagnostics.length > 0) {
      const last = diagnostics[diagnostics.length - 1]
      if (last) last.message += ` / ${line.trim()}`
    }
  }
  return diagnostics
}

/** Prints JSON as an object literal, one property a line, noting each line's JSON path. */
function printLiteral(
  value: unknown,
  path: string,
  indent: string,
  out: Array<{ text: string; path: string }>,
  suffix = '',
): void {
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push({ text: `[]${suffix}`, path })
      return
    }
    out.push({ text: '[', path })
    value.forEach((item, index) => {
      const start = out.length
      printLiteral(item, `${path}[${index}]`, inner, out, ',')
      const first = out[start]
      if (first) first.text = `${inner}${first.text}`
    })
    out.push({ text: `${indent}]${suffix}`, path })
    return
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length === 0) {
      out.push({ text: `{}${suffix}`, path })
      return
    }
    out.push({ text: '{', path })
    for (const [key, child] of entries) {
      const start = out.length
      const childPath = /^[A-Za-z_$][\w$]*$/.test(key)
        ? `${path}.${key}`
        : `${path}[${JSON.stringify(key)}]`
      printLiteral(child, childPath, inner, out, ',')
      const first = out[start]
      if (first) first.text = `${inner}${JSON.stringify(key)}: ${first.text}`
    }
    out.push({ text: `${indent}}${suffix}`, path })
    return
  }
  out.push({ text: `${JSON.stringify(value)}${suffix}`, path })
}
