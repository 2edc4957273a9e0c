import { useEffect, useRef, useState } from 'react'

export const DEBOUNCE_MS = 300

/**
 * A text field whose value is committed (to the address) once typing pauses. A change of the
 * committed value from elsewhere (back button, "clear filters") replaces what is typed.
 */
export function useDebouncedField(committed: string, commit: (value: string) => void) {
  const [draft, setDraft] = useState(committed)
  const [seen, setSeen] = useState(committed)
  if (committed !== seen) {
    setSeen(committed)
    setDraft(committed)
  }
  const commitRef = useRef(commit)
  commitRef.current = commit

  useEffect(() => {
    if (draft === committed) return
    const timer = setTimeout(() => commitRef.current(draft), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft, committed])

  return [draft, setDraft] as const
}
