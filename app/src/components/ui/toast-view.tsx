// The toast itself (Radix Toast: swipe right to dismiss, F8 to reach it, announced to screen
// readers). Loaded with the first toast (toast.tsx), so Radix is not part of the first download.
import * as ToastPrimitive from '@radix-ui/react-toast'
import { useTranslation } from 'react-i18next'
import { cn } from './cn'

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' }
export type ToastState = ToastInput & { id: number }

export const TOAST_DURATION_MS = 5000

export function ToastView({ current, open, onOpenChange }: { current: ToastState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t('toast.regionLabel')}>
      <ToastPrimitive.Root
        key={current.id}
        open={open}
        onOpenChange={onOpenChange}
        type={current.variant === 'destructive' ? 'foreground' : 'background'}
        className={cn(
          'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg',
          current.variant === 'destructive'
            ? 'border-red-200 bg-red-50 text-red-900'
            : current.variant === 'success'
              ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
              : 'border-sand bg-white text-ink',
        )}
      >
        <div className="grid gap-1">
          <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
          {current.description && (
            <ToastPrimitive.Description className="text-sm opacity-90">{current.description}</ToastPrimitive.Description>
          )}
        </div>
        <ToastPrimitive.Close
          className="absolute right-2 top-2 rounded-full p-1.5 text-current opacity-70 hover:opacity-100 focus-visible:opacity-100"
          aria-label={t('toast.close')}
        >
          <span aria-hidden="true">✕</span>
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4"
      />
    </ToastPrimitive.Provider>
  )
}
