import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { codeText, type ErrorContext, errorText } from '@/lib/error-text'

type Props = {
  /** Where the error was met, for a sentence that place words its own way. */
  context?: ErrorContext
  /** Interpolated into the sentence (`count`). */
  values?: Record<string, unknown>
} & ({ code: string } | { error: unknown })

/**
 * An error's sentence in the reader's language (lib/error-text.ts). The `errors` strings are
 * fetched the first time one is shown, and a served page carries them only if its render showed
 * one: until they arrive, nothing is shown in its place (never the key).
 */
export function ErrorText(props: Props) {
  return (
    <Suspense fallback={null}>
      <Sentence {...props} />
    </Suspense>
  )
}

function Sentence(props: Props) {
  const { t, ready } = useTranslation('errors')
  // Not yet loaded where i18next is set not to suspend (some tests): nothing, rather than the key.
  if (!ready) return null
  return 'code' in props
    ? codeText(t, props.code, { context: props.context, values: props.values })
    : errorText(t, props.error, props.context)
}
