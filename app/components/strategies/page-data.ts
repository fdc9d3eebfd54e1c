import { guideLinks } from '../../content/guides.server.ts'
import {
  strategiesIndex,
  strategyCardPath,
  strategyCardSize,
  strategyHubs,
  strategyPath,
  strategyTrail,
} from '../../content/strategies.ts'
import { describeRisk } from '../../lab/describe.ts'
import { describeTree } from '../../lab/describe-tree.ts'
import { simulationNote } from '../../lab/engine/kinds.ts'
import { type StrategyTag, strategyTags, type Template, templates } from '../../lab/engine/templates.ts'
import { guidesOf, productRules, strategyDescription, tradedUnits } from './template-facts.ts'

// Relative imports: the build step that generates `virtual:strategy-pages` reads this module
// before any alias exists.

/**
 * What the strategy pages show, computed from the templates and the engine at build time and
 * handed to the routes as a virtual module of plain data (build-steps/strategy-pages.ts): the pages
 * render words, and none of the engine's code is in their JavaScript.
 */

export function strategyPageData(template: Template) {
  const { strategy } = template
  const path = strategyPath(template.id)
  return {
    id: template.id,
    name: template.name,
    summary: template.summary,
    description: strategyDescription(template),
    // The social card, with its size: here at build time, so the page's code does not load them.
    card: { path: strategyCardPath(template.id), ...strategyCardSize },
    trail: strategyTrail(path, { templates }),
    hubs: template.tags.map((tag) => ({ tag, name: strategyHubs[tag].name })),
    ticker: strategy.trigger.ticker,
    traded: tradedUnits(strategy),
    tree: describeTree(strategy),
    risk: describeRisk(strategy),
    notes: template.notes,
    productRules: productRules(strategy),
    simulationNote,
    // The guides' addresses, titles and reasons from their files (content/guides), here at build time.
    guides: guidesOf(strategy).map((slug) => {
      const guide = guideLinks().find((candidate) => candidate.slug === slug)
      if (!guide) throw new Error(`No guide file for "${slug}" (content/guides), which ${template.id} points to`)
      return { id: slug, path: guide.path, title: guide.title, reason: guide.reason }
    }),
    related: templates
      .filter((other) => other.id !== template.id && other.tags.some((tag) => template.tags.includes(tag)))
      .map((other) => ({ id: other.id, name: other.name })),
  }
}

export type StrategyPageData = ReturnType<typeof strategyPageData>

/** The index (no tag) or a hub: its words, its templates, and the other hubs. */
export function hubPageData(tag?: StrategyTag) {
  const words = tag ? strategyHubs[tag] : strategiesIndex
  const path = tag ? strategyPath(tag) : strategiesIndex.path
  return {
    tag,
    path,
    heading: words.heading,
    intro: words.intro,
    description: words.description,
    trail: strategyTrail(path, { templates }),
    templates: templates
      .filter((template) => !tag || template.tags.includes(tag))
      .map((template) => ({
        id: template.id,
        name: template.name,
        summary: template.summary,
        hubs: template.tags.map((own) => strategyHubs[own].name),
      })),
    otherHubs: strategyTags
      .filter((other) => other !== tag)
      .map((other) => ({ tag: other, heading: strategyHubs[other].heading })),
  }
}

export type HubPageData = ReturnType<typeof hubPageData>

/** Every page's data by its address: what `virtual:strategy-pages` hands the routes (build-steps/strategy-pages.ts). */
export function allStrategyPages() {
  return {
    strategyPages: Object.fromEntries(
      templates.map((template) => [strategyPath(template.id), strategyPageData(template)]),
    ),
    hubPages: Object.fromEntries(
      [undefined, ...strategyTags].map((tag) => {
        const data = hubPageData(tag)
        return [data.path, data]
      }),
    ),
  }
}
