// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { workedExample } from '~/components/strategies/worked-example'
import { strategiesPath, strategyPath } from '~/content/strategies'
import { strategyHubWords } from '~/content/strategy-hubs.server'
import { strategyTags, templates } from '~/lab/engine/templates'
import { prerenderedPages } from '../support/build-pages'

// docs/requirements.md#strategy-pages, read from the built pages (run `npm run build` first): titles
// and descriptions within length and unique across the site, the hubs' words from their Markdown
// files, and each template's worked example, labelled as a simulation, with no result claimed.

const client = join(process.cwd(), 'build', 'client')
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const documentAt = (path: string) =>
  parse(readFileSync(join(client, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8'))

const pages = prerenderedPages()
const heads = new Map(
  pages.map((path) => {
    const document = documentAt(path)
    return [
      path,
      {
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      },
    ]
  }),
)
const strategyPages = pages.filter((path) => path === strategiesPath || path.startsWith(`${strategiesPath}/`))

describe('the strategy pages’ titles and descriptions', () => {
  it('are the index, a hub per tag and a page per template', () => {
    expect(strategyPages.sort()).toEqual(
      [
        strategiesPath,
        ...strategyTags.map(strategyPath),
        ...templates.map((template) => strategyPath(template.id)),
      ].sort(),
    )
  })

  it.each(strategyPages)('%s: a title of at most 60 characters and a description of 50 to 160', (path) => {
    const { title, description } = heads.get(path) ?? { title: '', description: '' }
    expect(title.length, title).toBeLessThanOrEqual(60)
    expect(description.length, description).toBeGreaterThanOrEqual(50)
    expect(description.length, description).toBeLessThanOrEqual(160)
  })

  it('no other built page has the same title or description', () => {
    for (const path of strategyPages) {
      const own = heads.get(path)
      for (const [other, head] of heads) {
        if (other === path) continue
        expect(head.title, `${path} and ${other}`).not.toBe(own?.title)
        expect(head.description, `${path} and ${other}`).not.toBe(own?.description)
      }
    }
  })

  it.each(templates.map((template) => [template.id, template] as const))(
    '%s: the title names the ticker and the structure, the subtitle the days to expiry',
    (id, template) => {
      const document = documentAt(strategyPath(id))
      expect(document.title).toContain(template.strategy.trigger.ticker)
      const subtitle = document.querySelector('h1 + p')?.textContent ?? ''
      expect(subtitle).toContain(template.strategy.trigger.ticker)
      expect(subtitle).toMatch(/\d+ DTE|0-DTE/)
    },
  )
})

describe('the hubs’ words come from content/strategy-hubs/', () => {
  const words = strategyHubWords()
  it.each([undefined, ...strategyTags])('%s', (tag) => {
    const document = documentAt(tag ? strategyPath(tag) : strategiesPath)
    const hub = words[tag ?? 'index']
    expect(document.querySelector('h1')?.textContent).toBe(hub.heading)
    expect(heads.get(tag ? strategyPath(tag) : strategiesPath)?.description).toBe(hub.description)
    const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
    const firstParagraph = squash(parse(hub.intro).querySelector('p')?.textContent)
    expect(squash(document.querySelector('main header')?.textContent)).toContain(firstParagraph)
    expect(hub.description).not.toBe(firstParagraph)
  })

  // A hub with one template says more than that template's lead: words of its own.
  it.each(strategyTags.filter((tag) => templates.filter((template) => template.tags.includes(tag)).length === 1))(
    '%s, a hub of one template, has words of its own',
    (tag) => {
      const intro = parse(words[tag].intro).body.textContent ?? ''
      expect(intro.split(/\s+/).length).toBeGreaterThanOrEqual(150)
    },
  )
})

describe('each template page’s worked example', () => {
  it.each(templates.map((template) => [template.id, template] as const))('%s', (id, template) => {
    const section = documentAt(strategyPath(id)).querySelector('#worked-example')?.closest('section')
    const example = workedExample(template)
    expect(section?.querySelector('h2')?.textContent).toMatch(/simulated/i)
    const text = section?.textContent ?? ''
    for (const leg of example.legs) expect(text).toContain(leg.strike)
    for (const [term, value] of example.figures) expect(text).toContain(`${term}${value}`)
    // The chart: an image named by its caption, its table the text alternative.
    const figure = section?.querySelector('figure')
    const svg = figure?.querySelector('svg[role="img"]')
    expect(figure?.querySelector('figcaption')?.textContent).toMatch(/^Simulated payoff/)
    expect(svg?.getAttribute('aria-labelledby')).toBe(figure?.querySelector('figcaption')?.id)
    expect(figure?.querySelectorAll('table tbody tr').length).toBeGreaterThanOrEqual(3)
    // What the order would be, never how it would turn out.
    expect(text).not.toMatch(/win rate|probability of profit|\breturns?\b|\btotal\b/i)
  })
})
