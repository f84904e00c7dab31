// The toast itself (Radix Toast: swipe right to dismiss, F8 to reach it, announced to screen
// readers). Loaded with the first toast (toast.tsx), so Radix is not part of the first download.
import { XIcon } from 'lucide-react'
import * as ToastPrimitive from '@radix-ui/react-toast'
import { useTranslation } from 'react-i18next'
import { cn } from './cn'

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'success' | 'destructive' }
export type ToastState = ToastInput & { id: number }

export const TOAST_DURATION_MS = 5000

export function ToastView({ current, open, onOpenChange }: { current: ToastState; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t('toast.label')}>
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
          <XIcon width={16} height={16} />
        </ToastPrimitive.Close>
      </ToastPrimitive.Root>
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        // Radix puts the hotkey in place of `{hotkey}` (single braces, which i18next leaves alone).
        label={t('toast.regionLabel')}
        // Never over the buttons pages keep at the bottom right (the cart panel's checkout, the
        // phone's add-to-cart bar): at the top on phones, bottom left on wider screens.
        className="fixed inset-x-0 top-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:top-auto sm:bottom-4 sm:left-4 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  )
}
