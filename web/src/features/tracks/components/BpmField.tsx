import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { BPM_MAX, BPM_MIN } from '../api/get-tracks'
import { useDebouncedField } from '../hooks/use-debounced-field'

type Props = {
  label: string
  value: number | undefined
  /** The other bound, to refuse a minimum above the maximum. */
  min?: number | undefined
  max?: number | undefined
  onCommit: (value: number | '') => void
}

export type BpmProblem = 'range' | 'order' | null

export function bpmProblem(text: string, min?: number, max?: number): BpmProblem {
  if (text.trim() === '') return null
  const bpm = Number(text)
  if (!Number.isInteger(bpm) || bpm < BPM_MIN || bpm > BPM_MAX) return 'range'
  if ((min !== undefined && bpm < min) || (max !== undefined && bpm > max)) return 'order'
  return null
}

/** A BPM bound: sent once typing pauses and only when valid; otherwise says what is wrong. */
export function BpmField({ label, value, min, max, onCommit }: Props) {
  const { t } = useTranslation('tracks')
  const id = useId()
  const committed = value === undefined ? '' : String(value)
  const [draft, setDraft] = useDebouncedField(committed, (text) => {
    if (bpmProblem(text, min, max)) return
    onCommit(text.trim() === '' ? '' : Number(text))
  })
  const problem = bpmProblem(draft, min, max)
  const errorId = `${id}-error`
  return (
    <div className="track-filters__field track-filters__field--bpm">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={BPM_MIN}
        max={BPM_MAX}
        step={1}
        value={draft}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      {problem ? (
        <p id={errorId} className="field-error">
          {t(`filters.bpmError.${problem}`, { min: BPM_MIN, max: BPM_MAX })}
        </p>
      ) : null}
    </div>
  )
}
