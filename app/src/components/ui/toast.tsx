// Toasts: one at a time, 5 s, swipe right (50 px) to dismiss, F8 focuses them.
// The context and the state live here, light enough for every page; the Radix toast that shows
// one (toast-view.tsx) loads with the first toast (decision 010).
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

import type { ToastInput, ToastState } from './toast-view'

export type { ToastInput }

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null)

const ToastView = lazy(() => import('./toast-view').then((m) => ({ default: m.ToastView })))

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null)
  const [open, setOpen] = useState(false)
  const show = useCallback((toast: ToastInput) => {
    setCurrent({ ...toast, id: Date.now() })
    setOpen(true)
  }, [])
  const value = useMemo(() => show, [show])

  return (
    <ToastContext.Provider value={value}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastView current={current} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </ToastContext.Provider>
  )
}

export function useToast() {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>')
  return toast
}
