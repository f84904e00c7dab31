/** A quiet spinner with its reason for screen readers (the payment secret, Stripe's form). */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-10 text-sm text-muted" data-testid="payment-spinner">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-2 border-sand border-t-cocoa" />
      {label}
    </div>
  )
}
