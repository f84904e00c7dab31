import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MemoryRouter } from 'react-router-dom'
import { canonicalQuery, PageMeta, truncateDescription } from './page-meta'

afterEach(cleanup)

describe('truncateDescription', () => {
  it('keeps short text and cuts long text at a word boundary within 155 characters', () => {
    expect(truncateDescription('  Short   text ')).toBe('Short text')
    const long = 'Compression faja with boning and hooks. '.repeat(10)
    const cut = truncateDescription(long)
    expect(cut.length).toBeLessThanOrEqual(155)
    expect(cut.endsWith('…')).toBe(true)
    expect(long.startsWith(cut.slice(0, -1))).toBe(true)
  })
})

describe('canonicalQuery', () => {
  it('keeps only the parameters that make a distinct page', () => {
    expect(canonicalQuery('?category=sculpt-support&sort=name&size=M', ['category'])).toBe('?category=sculpt-support')
    expect(canonicalQuery('?sort=name', ['category'])).toBe('')
    expect(canonicalQuery('', [])).toBe('')
  })
})

describe('PageMeta', () => {
  it('publishes canonical, hreflang alternates with x-default, og:locale and the cut description', () => {
    document.head.insertAdjacentHTML('beforeend', '<title>Static</title><meta name="description" content="static">')
    render(
      <MemoryRouter initialEntries={['/fr/shop?category=sculpt-support&sort=name']}>
        <PageMeta title="Boutique" description={'x '.repeat(120)} keepQuery={['category']} />
      </MemoryRouter>,
    )
    const origin = window.location.origin
    const href = (sel: string) => document.head.querySelector(sel)?.getAttribute('href')
    expect(document.title).toBe('Boutique')
    expect(href('link[rel=canonical]')).toBe(`${origin}/fr/shop?category=sculpt-support`)
    expect(href('link[hreflang=en]')).toBe(`${origin}/shop?category=sculpt-support`)
    expect(href('link[hreflang=es]')).toBe(`${origin}/es/shop?category=sculpt-support`)
    expect(href('link[hreflang=fr]')).toBe(`${origin}/fr/shop?category=sculpt-support`)
    expect(href('link[hreflang=x-default]')).toBe(`${origin}/shop?category=sculpt-support`)
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fr_CA')
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')?.length).toBeLessThanOrEqual(155)
    // The static fallbacks of index.html are gone: one title, one description.
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.head.querySelectorAll('meta[name=description]')).toHaveLength(1)
  })
})
