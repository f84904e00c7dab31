import type { ReactNode } from 'react'
import { cn } from './cn'

/** The opening of a content page: a small label, the page's one h1 and an optional introduction. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  centered = false,
  className,
  introClassName,
}: {
  eyebrow: ReactNode
  title: ReactNode
  intro?: ReactNode
  centered?: boolean
  className?: string
  introClassName?: string
}) {
  return (
    <header className={cn(centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}>
      <p className="text-xs font-medium uppercase tracking-[0.3em] text-cocoa">{eyebrow}</p>
      <h1 className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
      {intro && <p className={cn('mt-4 text-lg leading-relaxed text-muted', introClassName)}>{intro}</p>}
    </header>
  )
}
