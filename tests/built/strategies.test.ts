// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { strategyTitle, titleRoom } from '~/components/strategies/template-facts'
import { workedExample, workedExamples } from '~/components/strategies/worked-example'
import { guideLinks } from '~/content/guides.server'
import { labTemplatePath } from '~/content/site/lab-links'
import { strategiesPath, strategyHubs, strategyPath } from '~/content/strategies'
import { strategyHubWords } from '~/content/strategy-hubs.server'
import { startTrialLabel } from '~/content/terms'
import { describeRisk } from '~/lab/describe'
import { describeTree } from '~/lab/describe-tree'
import { eventCalendarYears } from '~/lab/engine/calendar'
import { entryWindowWords } from '~/lab/engine/entry-window'
import { earlyCloseTime, multiplier, regularClose, regularOpen, sessionMinutes } from '~/lab/engine/market'
import { clockOf, type Strategy, walk } from '~/lab/engine/model'
import { strategyTags, templates } from '~/lab/engine/templates'
import { prerenderedPages } from '../support/build-pages'
import { site } from '../support/site'

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
  const cases = templates.flatMap((template) =>
    workedExamples(template).map(
      ({ phase, example }, index) => [`${template.id} ${phase}`, template, example, index] as const,
    ),
  )
  it.each(cases)('%s', (_, template, example, index) => {
    const section = documentAt(strategyPath(template.id))
      .querySelector(`#worked-example${index || ''}`)
      ?.closest('section')
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

  it('the wheel’s page shows both phases: the put, then the covered call once assigned', () => {
    const wheel = templates.find((template) => template.id === 'wheel')
    if (!wheel) throw new Error('the wheel template is gone')
    const [put, call] = workedExamples(wheel)
    expect(put?.example.order).toMatch(/cash-secured put/)
    expect(call?.example.order).toMatch(/covered call/)
    const headings = [...documentAt(strategyPath(wheel.id)).querySelectorAll('h2')].map((h2) => h2.textContent ?? '')
    expect(headings.filter((heading) => heading.startsWith('A worked example'))).toEqual([
      `A worked example (simulated): with no shares: the cash-secured put`,
      `A worked example (simulated): ${call?.phase.charAt(0).toLowerCase()}${call?.phase.slice(1)}`,
    ])
  })
})

/** The <section> holding the heading named `name`, as a reader finds it. */
function sectionOf(document: Document, name: string) {
  const heading = [...document.querySelectorAll('h2')].find((h2) => h2.textContent?.trim() === name)
  return heading?.closest('section') ?? null
}
const squashed = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

// Every template's page as prerendered, the page a reader without JavaScript and a search engine
// get; one of them is also read in a browser without JavaScript (strategy-pages.spec.ts).
describe('each template’s page, complete without JavaScript', () => {
  const guides = guideLinks().map((guide) => guide.path)
  it.each(templates.map((template) => [template.id, template] as const))(
    '%s: name, tree, risk rules, notes, the Lab and trial links, its guides and hubs',
    (id, template) => {
      const document = documentAt(strategyPath(id))
      expect(document.title).toBe(`${strategyTitle(template, titleRoom(site.name))} | ${site.name}`)
      expect(squashed(document.querySelector('h1')?.textContent)).toContain(template.name.replace('0-DTE', ''))

      const tree = sectionOf(document, 'The tree, node by node')
      const described = describeTree(template.strategy)
      expect(squashed(tree?.textContent)).toContain(squashed(described.trigger))
      const root = tree?.querySelector('ul > li, ol > li')
      if (described.root.branches) {
        for (const word of ['IF', 'THEN', 'ELSE', squashed(described.root.text)])
          expect(squashed(root?.textContent)).toContain(word)
      }

      const risk = sectionOf(document, 'Risk rules checked before every order')
      expect([...(risk?.querySelectorAll('li') ?? [])].map((item) => squashed(item.textContent))).toEqual(
        describeRisk(template.strategy),
      )
      const notes = squashed(sectionOf(document, 'Entry, management and exit')?.textContent)
      for (const note of Object.values(template.notes)) expect(notes).toContain(squashed(note))

      const hrefs = (name: string | RegExp) =>
        [...document.querySelectorAll('a')]
          .filter((link) =>
            typeof name === 'string' ? squashed(link.textContent) === name : name.test(squashed(link.textContent)),
          )
          .map((link) => link.getAttribute('href'))
      expect(hrefs('Open in the Lab')).toContain(labTemplatePath(id))
      expect(hrefs(new RegExp(`^${startTrialLabel}`))).toContain(site.appUrl)
      const guideHrefs = [...(sectionOf(document, 'Guides it relies on')?.querySelectorAll('a') ?? [])].map((link) =>
        link.getAttribute('href'),
      )
      expect(guideHrefs.length).toBeGreaterThan(0)
      for (const href of guideHrefs) expect(guides).toContain(href)
      for (const tag of template.tags) expect(hrefs(strategyHubs[tag].name)).toContain(strategyPath(tag))
    },
  )
})

describe('each hub’s comparison table', () => {
  it.each(strategyTags)('%s: a row per template, its figures from the tree and its worked example', (tag) => {
    const document = documentAt(strategyPath(tag))
    const listed = templates.filter((template) => template.tags.includes(tag))
    expect(listed.length, `${tag} holds at least two templates`).toBeGreaterThanOrEqual(2)
    const table = document.querySelector('table')
    const headings = [...(table?.querySelectorAll('thead th') ?? [])].map((cell) => squashed(cell.textContent))
    expect(headings).toEqual(['Template', 'Ticker', 'Structure', 'DTE', 'Delta', 'Stop', 'Target', 'Capital'])
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])]
    expect(rows.map((row) => squashed(row.querySelector('th')?.textContent))).toEqual(listed.map((t) => t.name))
    for (const [index, template] of listed.entries()) {
      const cells = [...(rows[index]?.querySelectorAll('td') ?? [])].map((cell) => squashed(cell.textContent))
      expect(cells[0]).toBe(template.strategy.trigger.ticker)
      expect(cells[6]).toBe(workedExample(template).capital)
    }
  })
})

/**
 * A page's six-word phrases: runs of six words within one block of its main content (a paragraph,
 * a list item, a heading, a table cell), lower-cased, punctuation dropped. Navigation, pictures and
 * scripts are left out: the trail and the related links are the same words by design.
 */
function sixWordPhrases(path: string): Set<string> {
  const main = documentAt(path).querySelector('main')?.cloneNode(true) as HTMLElement | undefined
  if (!main) return new Set()
  for (const element of main.querySelectorAll('script, style, template, nav, svg')) element.remove()
  const blocks = 'p, li, dt, dd, td, th, h1, h2, h3, h4, figcaption, pre, caption'
  const phrases = new Set<string>()
  for (const block of main.querySelectorAll(blocks)) {
    const own = block.cloneNode(true) as HTMLElement
    for (const inner of own.querySelectorAll(blocks)) inner.remove()
    const words = (own.textContent ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}%$.-]+/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
    for (let at = 0; at + 6 <= words.length; at++) phrases.add(words.slice(at, at + 6).join(' '))
  }
  return phrases
}

// Every template page its own: a listing shows a blurb, and each page's explanation is written for
// it, so most of what a page says is said on no other page of the site.
describe('each template page’s and hub’s words are its own', () => {
  const phrasesOf = new Map(pages.map((path) => [path, sixWordPhrases(path)]))
  const pagesWith = new Map<string, number>()
  for (const phrases of phrasesOf.values())
    for (const phrase of phrases) pagesWith.set(phrase, (pagesWith.get(phrase) ?? 0) + 1)

  // The template pages and the hubs; /strategies is the one page whose purpose is to list every
  // template's blurb, each of which a hub repeats.
  it.each([...templates.map((template) => strategyPath(template.id)), ...strategyTags.map(strategyPath)])(
    '%s: at least 60% of its six-word phrases appear on no other page',
    (path) => {
      const phrases = [...(phrasesOf.get(path) ?? [])]
      const own = phrases.filter((phrase) => pagesWith.get(phrase) === 1)
      expect(phrases.length).toBeGreaterThan(100)
      expect(own.length / phrases.length, `${own.length} of ${phrases.length} its own`).toBeGreaterThanOrEqual(0.6)
    },
  )
})

/**
 * Every number a template's words may state, read from its tree, its risk rules and the market
 * rules the engine applies: a test's values (and, for minutes, in hours; for a time, as the clock
 * reads it), each order's days, delta, width, quantity and credit floor (in dollars too), the
 * averages it names, the risk rules (a stop also as its buy-back multiple and what is left of a
 * debit), the trigger's time and the entry window, the session's times and length, and the event
 * calendar's years and hours.
 */
function statedNumbers(strategy: Strategy): Set<string> {
  const numbers = new Set<number>([multiplier, eventCalendarYears.first, eventCalendarYears.last])
  const times = new Set<string>(['14:00', '08:30', ...[regularOpen, regularClose, earlyCloseTime].map(clockOf)])
  for (const node of walk(strategy.root)) {
    if (node.kind === 'test') {
      for (const value of [node.value, node.upper ?? node.value]) {
        numbers.add(value)
        numbers.add(Math.abs(value))
        if (/minutes/i.test(node.fact)) {
          numbers.add(value / 60)
          numbers.add(sessionMinutes - value)
          numbers.add((sessionMinutes - value) / 60)
        }
        if (node.fact === 'timeOfDay') times.add(clockOf(value))
      }
      for (const digits of node.average?.match(/\d+/g) ?? []) numbers.add(Number(digits))
    }
    if (node.kind === 'open') {
      const credit = node.minCreditPercent ?? 0
      for (const value of [node.dte, node.width, node.quantity, credit, (credit / 100) * node.width]) numbers.add(value)
      if (node.strike.by === 'delta') numbers.add(Math.round(node.strike.delta * 100))
    }
  }
  const { risk, trigger } = strategy
  for (const value of Object.values(risk)) if (typeof value === 'number') numbers.add(value)
  numbers.add(1 + risk.stopLossPercent / 100)
  numbers.add(100 - risk.stopLossPercent)
  times.add(risk.window.start).add(risk.window.end)
  if (trigger.kind === 'schedule') times.add(trigger.at)
  for (const time of entryWindowWords(strategy).match(/\d\d:\d\d/g) ?? []) times.add(time)
  return new Set([...[...numbers].map((value) => String(Number(value.toFixed(2)))), ...times])
}

/** The numbers a text states: clock times whole, then every other figure ("$1,500", "0.3%", "-0.5", "45-day"). */
function numbersIn(text: string): string[] {
  const times = text.match(/\b\d\d:\d\d\b/g) ?? []
  const rest = text.replace(/\b\d\d:\d\d\b/g, ' ').match(/\d[\d,]*(?:\.\d+)?/g) ?? []
  return [...times, ...rest.map((figure) => String(Number(figure.replace(/,/g, ''))))]
}

// A template's prose states only what its tree does: a number in its title, description, summary,
// explanation or notes that the tree, its risk rules or the market rules do not hold is an error
// (the words are written from the tree; this reads them as a visitor gets them, in the built page).
describe('each template page’s words state only numbers its tree holds', () => {
  it.each(templates.map((template) => [template.id, template] as const))('%s', (id, template) => {
    const document = documentAt(strategyPath(id))
    const allowed = statedNumbers(template.strategy)
    const prose = [
      document.title,
      heads.get(strategyPath(id))?.description ?? '',
      squashed(document.querySelector('h1')?.textContent),
      squashed(document.querySelector('main header p.text-lg')?.textContent),
      ...[
        'What it trades and when it acts',
        'Why these numbers',
        'When it stands aside',
        'Entry, management and exit',
      ].map((heading) => squashed(sectionOf(document, heading)?.textContent)),
    ]
    expect(prose.filter((text) => text.length > 0)).toHaveLength(prose.length)
    const unstated = prose.flatMap((text) =>
      numbersIn(text)
        .filter((number) => !allowed.has(number))
        .map((number) => `${number} in "${text.slice(0, 80)}…"`),
    )
    expect(unstated).toEqual([])
  })

  it('catches a number the tree does not hold', () => {
    const template = templates.find((candidate) => candidate.id === 'iron-condor-45')
    if (!template) throw new Error('the 45-day condor is gone')
    const allowed = statedNumbers(template.strategy)
    expect(
      numbersIn('Closed at 50% of max profit or at 28 days to expiration.').filter((n) => !allowed.has(n)),
    ).toEqual(['28'])
    expect(numbersIn('Sold every day at 10:00 ET, 16-delta shorts.').filter((n) => !allowed.has(n))).toEqual([])
  })
})
