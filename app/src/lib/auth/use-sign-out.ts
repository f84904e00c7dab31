// Logout as each area wants it: the storefront returns home, the customer area and
// the back office return to /login, each with its own toasts.
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useToast, type ToastInput } from '#app/components/ui/toast'
import { useLang } from '#app/lib/i18n/use-lang'
import { logout } from './current-user'

export function useSignOut({ destination, success, failure }: { destination: string; success: ToastInput; failure: ToastInput }) {
  const toast = useToast()
  const navigate = useNavigate()
  const { to } = useLang()
  return useCallback(async () => {
    try {
      await logout()
      toast({ variant: 'success', ...success })
      navigate(to(destination), { replace: true })
    } catch {
      toast({ variant: 'destructive', ...failure })
    }
  }, [toast, navigate, to, destination, success, failure])
}
