// 'How to measure' drawing: a torso with the three tape lines, numbered like the steps beside it.
// It stands in for a measurement video, for which the shop has no footage.
export function MeasureIllustration({ title, labels }: { title: string; labels: [string, string, string] }) {
  const tape = 'stroke-cocoa'
  return (
    <svg viewBox="0 0 320 420" width="320" height="420" role="img" aria-labelledby="measure-title" className="h-auto w-full max-w-xs">
      <title id="measure-title">{title}</title>
      <rect width="320" height="420" rx="28" className="fill-sand/50" />
      <path
        d="M128 40c-6 18-30 26-40 46-9 18-2 44 4 70 5 22 2 38-6 58-10 26-20 50-18 80 2 28 14 58 20 88l4 30h40l4-40c2-14 8-22 24-22s22 8 24 22l4 40h40l4-30c6-30 18-60 20-88 2-30-8-54-18-80-8-20-11-36-6-58 6-26 13-52 4-70-10-20-34-28-40-46"
        className="fill-nude/40 stroke-cocoa-dark/50"
        strokeWidth="2"
      />
      {[
        [1, 150, 96, 224],
        [2, 228, 72, 248],
        [3, 300, 88, 158],
      ].map(([n, y, x1, x2]) => (
        <g key={n}>
          <path d={`M${x1} ${y}h${x2! - x1!}`} className={tape} strokeWidth="2.5" strokeDasharray="6 5" strokeLinecap="round" />
          <circle cx={x2! + 22} cy={y} r="13" className="fill-ink" />
          <text x={x2! + 22} y={y! + 4.5} textAnchor="middle" className="fill-cream text-[13px] font-semibold">
            {n}
          </text>
          <text x={x2! + 22} y={y! + 30} textAnchor="middle" className="fill-ink text-[11px]">
            {labels[n! - 1]}
          </text>
        </g>
      ))}
    </svg>
  )
}
