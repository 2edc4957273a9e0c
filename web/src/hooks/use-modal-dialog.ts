import { useEffect, useRef } from 'react'

/**
 * A native `<dialog>` shown modally while `open` and closed otherwise: the ref to give it. The
 * browser then makes the page behind inert and gives focus back to the opener on close.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}
