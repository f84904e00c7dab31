// One figure with its label (dashboard stats, inventory summary).
import type { ReactNode } from 'react'

export function StatCard({ label, value, hint, icon, action }: { label: string; value: ReactNode; hint?: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-3xl border border-sand/70 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted">{label}</p>
        {icon && (
          <span aria-hidden="true" className="text-cocoa">
            {icon}
          </span>
        )}
      </div>
      <p className="mt-2 font-serif text-3xl text-ink">{value}</p>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  )
}
