import { invalidRequest, missingParam, unknownParam } from './errors.ts'
import { asList, type FormObject, type FormValue, isFormObject } from './form.ts'

const EMAIL_PATTERN = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/
const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 }

/**
 * Reads one level of request parameters and fails the way Stripe does, naming the parameter
 * by its full bracketed path (`line_items[0][price_data][currency]`).
 */
export class ParamReader {
  constructor(
    private readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  /** This level's own path, e.g. `line_items[0]`; empty at the top level. */
  get path(): string {
    return this.prefix
  }

  pathOf(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key
  }

  allowOnly(keys: readonly string[]): this {
    const unknown = Object.keys(this.values).find((key) => !keys.includes(key))
    if (unknown !== undefined) throw unknownParam(this.pathOf(unknown))
    return this
  }

  has(key: string): boolean {
    return this.values[key] !== undefined && this.values[key] !== ''
  }

  string(key: string, maxLength = 5000): string | undefined {
    const value = this.values[key]
    if (value === undefined || value === '') return undefined
    if (typeof value !== 'string') throw invalidRequest(this.pathOf(key), `Invalid string: ${key}`)
    if (value.length > maxLength) {
      throw invalidRequest(
        this.pathOf(key),
        `Invalid string: ${this.pathOf(key)} must be at most ${maxLength} characters long.`,
        'string_length_exceeds_maximum',
      )
    }
    return value
  }

  requiredString(key: string, maxLength?: number): string {
    if (this.values[key] === '') {
      const path = this.pathOf(key)
      throw invalidRequest(
        path,
        `You passed an empty string for '${path}'. We assume empty values are an attempt to unset a parameter; however '${path}' cannot be unset. You should remove '${path}' from your request or supply a non-empty value.`,
        'parameter_invalid_empty',
      )
    }
    const value = this.string(key, maxLength)
    if (value === undefined) throw missingParam(this.pathOf(key))
    return value
  }

  integer(key: string, range: { min?: number; max?: number } = {}): number | undefined {
    const raw = this.string(key)
    if (raw === undefined) return undefined
    if (!/^-?\d+$/.test(raw)) {
      throw invalidRequest(this.pathOf(key), `Invalid integer: ${raw}`, 'parameter_invalid_integer')
    }
    const value = Number(raw)
    if (range.min !== undefined && value < range.min) {
      throw invalidRequest(
        this.pathOf(key),
        `This value must be greater than or equal to ${range.min}.`,
        'parameter_invalid_integer',
      )
    }
    if (range.max !== undefined && value > range.max) {
      throw invalidRequest(
        this.pathOf(key),
        `This value must be less than or equal to ${range.max}.`,
        'parameter_invalid_integer',
      )
    }
    return value
  }

  requiredInteger(key: string, range?: { min?: number; max?: number }): number {
    const value = this.integer(key, range)
    if (value === undefined) throw missingParam(this.pathOf(key))
    return value
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key)
    if (value === undefined) return undefined
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidRequest(
        this.pathOf(key),
        `Invalid ${this.pathOf(key)}: must be one of ${allowed.join(', ')}`,
      )
    }
    return value as T
  }

  email(key: string): string | undefined {
    const value = this.string(key, 800)
    if (value !== undefined && !EMAIL_PATTERN.test(value)) {
      throw invalidRequest(this.pathOf(key), `Invalid email address: ${value}`, 'email_invalid')
    }
    return value
  }

  url(key: string): string | undefined {
    const value = this.string(key)
    if (value === undefined) return undefined
    const parsed = URL.canParse(value) ? new URL(value) : undefined
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
      throw invalidRequest(this.pathOf(key), 'Not a valid URL', 'url_invalid')
    }
    return value
  }

  object(key: string): ParamReader | undefined {
    const value = this.values[key]
    if (value === undefined || value === '') return undefined
    if (!isFormObject(value)) throw invalidRequest(this.pathOf(key), `Invalid hash: ${key}`)
    return new ParamReader(value, this.pathOf(key))
  }

  /** Each entry of a list parameter, with its own path for error messages. */
  list(key: string): { value: FormValue; path: string }[] | undefined {
    const value = this.values[key]
    if (value === undefined) return undefined
    return asList(value, this.pathOf(key)).map((entry, index) => ({
      value: entry,
      path: `${this.pathOf(key)}[${index}]`,
    }))
  }

  objectList(key: string): ParamReader[] | undefined {
    return this.list(key)?.map(({ value, path }) => {
      if (!isFormObject(value)) throw invalidRequest(path, `Invalid hash: ${path}`)
      return new ParamReader(value, path)
    })
  }

  stringList(key: string): string[] | undefined {
    return this.list(key)?.map(({ value, path }) => {
      if (typeof value !== 'string') throw invalidRequest(path, `Invalid string: ${path}`)
      return value
    })
  }

  metadata(key: string): Record<string, string> {
    const reader = this.object(key)
    const metadata: Record<string, string> = {}
    if (!reader) return metadata
    for (const [name, value] of Object.entries(reader.values)) {
      const path = reader.pathOf(name)
      if (typeof value !== 'string') throw invalidRequest(path, `Invalid metadata value: ${path}`)
      if (name.length > METADATA_LIMITS.keyLength) {
        throw invalidRequest(path, `Metadata keys can have up to 40 characters: ${name}`)
      }
      if (value.length > METADATA_LIMITS.valueLength) {
        throw invalidRequest(path, `Metadata values can have up to 500 characters: ${name}`)
      }
      // An empty value unsets a key, which on create means leaving it out.
      if (value !== '') metadata[name] = value
    }
    if (Object.keys(metadata).length > METADATA_LIMITS.keys) {
      throw invalidRequest(this.pathOf(key), 'Metadata can have up to 50 keys.')
    }
    return metadata
  }
}

/** `expand[]` as sent in a query string or a form body. */
export function readExpand(params: FormObject): string[] {
  return new ParamReader(params).stringList('expand') ?? []
}
