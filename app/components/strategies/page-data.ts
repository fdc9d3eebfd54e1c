import { site } from '../../config/site.ts'
import { guideLinks } from '../../content/guides.server.ts'
import {
  strategiesIndex,
  strategyCardPath,
  strategyCardSize,
  strategyHubs,
  strategyPath,
} from '../../content/strategies.ts'
import { strategyHubWords } from '../../content/strategy-hubs.server.ts'
import { describeRisk } from '../../lab/describe.ts'
import { describeTree } from '../../lab/describe-tree.ts'
import { simulationNote } from '../../lab/engine/kinds.ts'
import { type StrategyTag, strategyTags, type Template, templates } from '../../lab/engine/templates.ts'
import {
  guidesOf,
  orderFacts,
  productRules,
  searchedSpelling,
  strategyDescription,
  strategySubtitle,
  strategyTitle,
  structureWords,
  titleRoom,
} from './template-facts.ts'
import { workedExample, workedExamples } from './worked-example.ts'

/**
 * What the strategy pages show, computed from the templates and the engine at build time by the
 * routes' loaders (app/routes/strategy.tsx, strategies.tsx), which React Router runs while
 * prerendering and leaves out of the browser's code: each page carries its own data as plain words
 * and numbers, and none of the engine's code is in its JavaScript.
 */

export function strategyPageData(template: Template) {
  const { strategy } = template
  const path = strategyPath(template.id)
  // Read once for the page, not once for each guide it names: every read parses every guide file.
  const links = guideLinks()
  return {
    id: template.id,
    path,
    name: template.name,
    /** The h1: the name, with "0-DTE" also as traders search it. */
    heading: searchedSpelling(template.name),
    title: strategyTitle(template, titleRoom(site.name)),
    subtitle: strategySubtitle(template),
    summary: template.summary,
    description: strategyDescription(template),
    // The social card, with its size: here at build time, so the page's code does not load them.
    card: { path: strategyCardPath(template.id), ...strategyCardSize },
    hubs: template.tags.map((tag) => ({ tag, name: strategyHubs[tag].name })),
    ticker: strategy.trigger.ticker,
    tree: describeTree(strategy),
    risk: describeRisk(strategy),
    notes: template.notes,
    explanation: template.explanation,
    productRules: productRules(strategy),
    examples: workedExamples(template),
    simulationNote,
    // The guides' addresses, titles and reasons from their files (content/guides), here at build time.
    guides: guidesOf(strategy).map((slug) => {
      const guide = links.find((candidate) => candidate.slug === slug)
      if (!guide) throw new Error(`No guide file for "${slug}" (content/guides), which ${template.id} points to`)
      return { id: slug, path: guide.path, title: guide.title, reason: guide.reason }
    }),
    related: templates
      .filter((other) => other.id !== template.id && other.tags.some((tag) => template.tags.includes(tag)))
      .map((other) => ({ id: other.id, name: other.name })),
  }
}

export type StrategyPageData = ReturnType<typeof strategyPageData>

/** The index (no tag) or a hub: its words (content/strategy-hubs/), its templates, and the other hubs. */
export function hubPageData(tag?: StrategyTag) {
  const hubs = strategyHubWords()
  const words = hubs[tag ?? 'index']
  const path = tag ? strategyPath(tag) : strategiesIndex.path
  const listed = templates.filter((template) => !tag || template.tags.includes(tag))
  const structures = [...new Set(listed.map((template) => structureWords(template.strategy)))]
  const tickers = [...new Set(listed.map((template) => template.strategy.trigger.ticker))]
  const room = titleRoom(site.name)
  // The h1, then what the hub holds, as far as the title has room: "Directional options strategies: SPY, QQQ".
  const titles = [
    `${words.heading}: ${tickers.join(', ')} ${structures.join(', ')}`,
    `${words.heading}: ${structures.join(', ')}`,
    `${words.heading}: ${tickers.join(', ')}`,
  ]
  return {
    tag,
    path,
    title: titles.find((title) => title.length <= room) ?? words.heading,
    heading: words.heading,
    subtitle: `${listed.length} ${listed.length === 1 ? 'template' : 'templates'} · ${tickers.join(', ')} · ${structures.join(', ')}`,
    intro: words.intro,
    description: words.description,
    templates: listed.map((template) => ({
      id: template.id,
      name: template.name,
      blurb: template.blurb,
      hubs: template.tags.map((own) => strategyHubs[own].name),
    })),
    // A hub's templates side by side, each from its tree and its worked example's ticket.
    comparison: tag ? listed.map(comparisonRow) : [],
    otherHubs: strategyTags
      .filter((other) => other !== tag)
      .map((other) => ({ tag: other, heading: hubs[other].heading })),
  }
}

export type HubPageData = ReturnType<typeof hubPageData>

/** A hub as its page receives it: the comparison drawn to HTML by the route's loader (routes/strategies.tsx). */
export type DrawnHubPage = Omit<HubPageData, 'comparison'> & { comparisonHtml: string }

export type ComparisonRow = ReturnType<typeof comparisonRow>

/** One template's row of a hub's comparison table: what it trades, its numbers, and the capital its worked example ties up. */
function comparisonRow(template: Template) {
  const { strategy } = template
  const facts = orderFacts(strategy)
  const example = workedExample(template)
  return {
    id: template.id,
    name: template.name,
    ticker: strategy.trigger.ticker,
    structure: structureWords(strategy),
    dte: facts.dte,
    delta: facts.delta || '—',
    stop: facts.stop,
    target: [facts.target, facts.timeExit].filter((part) => part && part !== 'None').join(' or ') || 'None',
    capital: example.capital,
  }
}

/** A template's page by its slug, or undefined when no template has it. */
export function strategyPageAt(slug: string): StrategyPageData | undefined {
  const template = templates.find((candidate) => candidate.id === slug)
  return template && strategyPageData(template)
}

/** The index (at /strategies) or a hub (at /strategies/<tag>) by its address, or undefined. */
export function hubPageAt(pathname: string): HubPageData | undefined {
  const path = pathname.replace(/\/+$/, '')
  if (path === strategiesIndex.path) return hubPageData()
  return strategyTags.map((tag) => hubPageData(tag)).find((hub) => hub.path === path)
}
