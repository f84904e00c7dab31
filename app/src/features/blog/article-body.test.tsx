import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ArticleBody, parseArticleBody } from './article-body'

describe('parseArticleBody', () => {
  it('splits plain paragraphs on blank lines and joins wrapped lines', () => {
    expect(parseArticleBody('First paragraph\nstill first.\n\nSecond one.')).toEqual([
      { type: 'paragraph', text: 'First paragraph still first.' },
      { type: 'paragraph', text: 'Second one.' },
    ])
  })

  it('turns a paragraph wrapped in double asterisks into a heading', () => {
    expect(parseArticleBody('**How to wash it**\n\nBy hand, in cold water.')).toEqual([
      { type: 'heading', text: 'How to wash it' },
      { type: 'paragraph', text: 'By hand, in cold water.' },
    ])
  })

  it('collects "- " lines into one bullet list, after an intro line in the same paragraph', () => {
    expect(parseArticleBody('You will need:\n- a tape measure\n- a mirror')).toEqual([
      { type: 'paragraph', text: 'You will need:' },
      { type: 'bullets', items: ['a tape measure', 'a mirror'] },
    ])
  })

  it('collects check-mark lines into a checklist', () => {
    expect(parseArticleBody('✓ Breathe deeply\n✓ Sit without pressure\n✔ No red marks')).toEqual([
      { type: 'checklist', items: ['Breathe deeply', 'Sit without pressure', 'No red marks'] },
    ])
  })

  it('keeps an unclosed or partial ** as ordinary text', () => {
    expect(parseArticleBody('**Not a heading\n\nBold **in** the middle')).toEqual([
      { type: 'paragraph', text: '**Not a heading' },
      { type: 'paragraph', text: 'Bold **in** the middle' },
    ])
    expect(parseArticleBody('**Two** and **three**')).toEqual([{ type: 'paragraph', text: '**Two** and **three**' }])
    expect(parseArticleBody('****')).toEqual([{ type: 'paragraph', text: '****' }])
  })

  it('handles CRLF line endings, runs of empty lines and whitespace-only lines', () => {
    expect(parseArticleBody('\r\n\r\n**Care**\r\n\r\n  \r\n\r\n- one\r\n- two\r\n\r\n\r\n\r\nEnd.\r\n')).toEqual([
      { type: 'heading', text: 'Care' },
      { type: 'bullets', items: ['one', 'two'] },
      { type: 'paragraph', text: 'End.' },
    ])
  })

  it('drops a lone "- " instead of rendering an empty bullet', () => {
    expect(parseArticleBody('- ')).toEqual([])
    expect(parseArticleBody('-\n- real item\n- ')).toEqual([{ type: 'bullets', items: ['real item'] }])
  })

  it('reads a hyphen inside a word or a dash without a space as text, not a list', () => {
    expect(parseArticleBody('Mid-thigh shorts\n-10% today')).toEqual([{ type: 'paragraph', text: 'Mid-thigh shorts -10% today' }])
  })

  it('answers an empty body with no blocks', () => {
    expect(parseArticleBody('')).toEqual([])
    expect(parseArticleBody('\n\n   \n')).toEqual([])
  })
})

describe('ArticleBody', () => {
  it('renders real headings, lists and a highlighted checklist', () => {
    const { container } = render(
      <ArticleBody checklistLabel="Checklist" source={'Intro.\n\n**Step one**\n\n- measure\n- compare\n\n✓ fits\n✓ breathes'} />,
    )
    expect(container.querySelector('h2')?.textContent).toBe('Step one')
    expect([...container.querySelectorAll('ul:not([data-checklist]) li')].map((li) => li.textContent)).toEqual(['measure', 'compare'])
    const checklist = container.querySelector('ul[data-checklist]')!
    expect(checklist.getAttribute('aria-label')).toBe('Checklist')
    expect([...checklist.querySelectorAll('li')].map((li) => li.textContent?.replace('✓', '').trim())).toEqual(['fits', 'breathes'])
  })

  it('shows stored markup as text and never creates elements from it', () => {
    const { container } = render(<ArticleBody checklistLabel="Checklist" source={'<img src=x onerror="alert(1)"> <b>bold</b>'} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">')
  })
})
