type Props = {
  checked: boolean
  /** The switch's accessible name, e.g. "Published: Midnight Circuit". */
  label: string
  /** Shown beside the switch (the accessible name stays `label`). */
  text?: string
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/** An on/off control (`role="switch"`), operable with Space and Enter like any button. */
export function Switch({ checked, label, text, disabled = false, onChange }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className="admin-switch"
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="admin-switch__track" aria-hidden="true">
        <span className="admin-switch__thumb" />
      </span>
      {text ? (
        <span className="admin-switch__text" aria-hidden="true">
          {text}
        </span>
      ) : null}
    </button>
  )
}
