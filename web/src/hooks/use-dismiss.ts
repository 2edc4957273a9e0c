import { type RefObject, useEffect, useRef } from 'react'

export type DismissReason = 'escape' | 'outside'

/**
 * While `open`, closes a popup on Escape, on a pointer press outside `containerRef`, or when
 * focus moves outside it. Escape lets the caller return focus to the button that opened it.
 */
export function useDismiss(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
) {
  const onDismissRef = useRef(onDismiss)
  onDismissRef.current = onDismiss

  useEffect(() => {
    if (!open) return
    const isOutside = (target: EventTarget | null) =>
      !(target instanceof Node && containerRef.current?.contains(target))
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismissRef.current('escape')
    }
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) onDismissRef.current('outside')
    }
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) onDismissRef.current('outside')
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open, containerRef])
}
