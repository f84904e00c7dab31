// The shop's button look, shared by <button>s and links styled as buttons.
import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from './cn'

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light' | 'lightOutline'
type ButtonSize = 'sm' | 'md' | 'lg'

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-cream hover:bg-cocoa-dark disabled:bg-muted/60',
  secondary: 'border border-ink/80 text-ink hover:bg-ink hover:text-cream disabled:border-muted/40 disabled:text-muted',
  ghost: 'text-ink hover:bg-sand/60',
  /** On dark bands (bg-cocoa-dark, bg-ink). */
  light: 'bg-cream text-ink hover:bg-white',
  lightOutline: 'border border-cream/60 text-cream hover:bg-cream/10',
}

const SIZES: Record<ButtonSize, string> = {
  // 44 px tall on phones, a finger's target; 36 px where a pointer is more likely.
  sm: 'h-11 px-4 text-xs sm:h-9',
  md: 'h-11 px-6 text-sm',
  lg: 'h-13 px-8 text-sm',
}

export function buttonClasses({ variant = 'primary', size = 'md', className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    className,
  )
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, size, className, type = 'button', ...rest }, ref) {
  return <button ref={ref} type={type} className={buttonClasses({ variant, size, className })} {...rest} />
})
