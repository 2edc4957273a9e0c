type Props = {
  busy: boolean
  label: string
  /** Said instead of `label` while busy ("Signing in…"). */
  busyLabel: string
  type?: 'button' | 'submit'
  className?: string
  onClick?: () => void
}

/** A button that is disabled, and says so, while what it started runs. */
export function BusyButton({
  busy,
  label,
  busyLabel,
  type = 'submit',
  className = 'button button--primary',
  onClick,
}: Props) {
  return (
    <button type={type} className={className} onClick={onClick} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  )
}
