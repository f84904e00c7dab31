// The article body format (blank-line paragraphs, **headings**, "- " bullets, ✓ checklists),
// turned into real elements. Posts are plain text from the database: everything here becomes
// React text nodes, so no stored markup ever reaches the page.
import { CheckIcon } from 'lucide-react'

type ArticleBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'bullets'; items: string[] }
  | { type: 'checklist'; items: string[] }

const HEADING = /^\*\*([^*](?:[\s\S]*?[^*])?)\*\*$/
const BULLET = /^-\s+/
const CHECK = /^[✓✔]\s*/

type LineKind = 'bullets' | 'checklist' | 'paragraph'

function kindOf(line: string): LineKind {
  if (line === '-' || BULLET.test(line)) return 'bullets'
  if (CHECK.test(line)) return 'checklist'
  return 'paragraph'
}

/**
 * Paragraphs are separated by blank lines; a paragraph wrapped in `**` is a heading; `- ` lines
 * form a bullet list; `✓ ` lines a checklist. A paragraph may mix runs of these (an intro line then
 * a list), and anything that is not well-formed (an unclosed `**`) stays ordinary text.
 */
export function parseArticleBody(source: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = []
  const paragraphs = source.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)
  for (const raw of paragraphs) {
    const paragraph = raw.trim()
    if (paragraph === '') continue
    const heading = HEADING.exec(paragraph)
    if (heading && !heading[1]!.includes('**')) {
      blocks.push({ type: 'heading', text: heading[1]!.replace(/\s+/g, ' ').trim() })
      continue
    }
    let run: { kind: LineKind; lines: string[] } | undefined
    const flush = () => {
      if (!run) return
      if (run.kind === 'paragraph') blocks.push({ type: 'paragraph', text: run.lines.join(' ') })
      else {
        const strip = run.kind === 'bullets' ? /^-\s*/ : CHECK
        const items = run.lines.map((l) => l.replace(strip, '').trim()).filter((item) => item !== '')
        if (items.length > 0) blocks.push({ type: run.kind, items })
      }
      run = undefined
    }
    for (const rawLine of paragraph.split('\n')) {
      const line = rawLine.trim()
      if (line === '') continue
      const kind = kindOf(line)
      if (run?.kind !== kind) {
        flush()
        run = { kind, lines: [] }
      }
      run!.lines.push(line)
    }
    flush()
  }
  return blocks
}

export function ArticleBody({ source, checklistLabel }: { source: string; checklistLabel: string }) {
  const blocks = parseArticleBody(source)
  return (
    <div className="space-y-6 text-lg leading-relaxed text-ink/90">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={i} className="pt-4 text-3xl text-ink">
                {block.text}
              </h2>
            )
          case 'paragraph':
            return <p key={i}>{block.text}</p>
          case 'bullets':
            return (
              <ul key={i} className="list-disc space-y-2 pl-6 marker:text-cocoa">
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            )
          case 'checklist':
            return (
              <ul key={i} aria-label={checklistLabel} data-checklist="" className="space-y-3 rounded-2xl border border-sand bg-sand/40 p-6">
                {block.items.map((item, j) => (
                  <li key={j} className="flex gap-3">
                    <span aria-hidden="true" className="mt-1 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-cocoa text-sm text-cream">
                      <CheckIcon width={14} height={14} strokeWidth={2.5} />
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            )
        }
      })}
    </div>
  )
}
