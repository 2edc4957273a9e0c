import type { ReactNode } from 'react'
import { create } from 'zustand'

export type Toast = {
  id: number
  tone: 'success' | 'error'
  title: string
  /** Words, or an error's sentence (<ErrorText>, which fetches the `errors` strings itself). */
  body?: ReactNode
  /** Where the news can be seen (the admin's "new sale" toast opens the order). */
  link?: { href: string; label: string }
}

type ToastState = {
  toasts: Toast[]
  toastShown: (toast: Omit<Toast, 'id'>) => void
  toastDismissed: (id: number) => void
}

let nextId = 1

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  toastShown: (toast) =>
    set((state) => ({ toasts: [...state.toasts, { ...toast, id: nextId++ }] })),
  toastDismissed: (id) =>
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}))

/** Shows a toast from anywhere (a form's submit handler, an SWR error callback). */
export const showToast = (toast: Omit<Toast, 'id'>) => useToasts.getState().toastShown(toast)
