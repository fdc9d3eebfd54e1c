import type { Article, BreadcrumbList, FAQPage, Graph, Organization, WebApplication } from 'schema-dts'
import type { FaqItems } from '~/components/home/faq-list'
import type { StrategyPageData } from '~/components/strategies/page-data'
import { site } from '~/config/site'
import type { Crumb } from '~/content/breadcrumbs'
import { type GuidePageData, guidePath } from '~/content/guides'
import { faqSection } from '~/content/plans'
import { labPage } from '~/lab/meta'
import { homeGraphNodes } from './home-graph'

/**
 * The structured data of every page, by address (docs/requirements.md#structured-data): home
 * describes the company, product and FAQ; each page below home its breadcrumb trail, as its route
 * names it (app/content/breadcrumbs.ts); each guide page and each template's page also its
 * article, from the page's own data, and the Lab itself as a free web application. Built at
 * prerender time only (see StructuredData), where the home route's loader hands over the FAQ, a
 * guide route's loader its guide and a template route's loader its template's page.
 */
export function structuredDataFor(
  pathname: string,
  {
    trail = [],
    faq = [],
    guide,
    strategy,
  }: { trail?: readonly Crumb[]; faq?: FaqItems; guide?: GuidePageData; strategy?: StrategyArticleData } = {},
): Graph | undefined {
  // Prerendering renders each page at its folder's address (`/brokers/`); links and canonical
  // URLs name it without the slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/') return graphOf([...homeGraphNodes(), faqPage(faq)])
  if (trail.length === 0) return undefined
  if (guide) return graphOf([breadcrumbList(trail), guideArticle(guide)])
  if (path === '/lab') return graphOf([breadcrumbList(trail), labApplication(trail.at(-1)?.name ?? '')])
  // The loader's data only when it is this page's: a hub's address never gets a template's article.
  if (strategy && strategy.path === path) return graphOf([breadcrumbList(trail), strategyArticle(strategy)])
  return graphOf([breadcrumbList(trail)])
}

function graphOf(nodes: Graph['@graph']): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes }
}

const absolute = (path: string) => new URL(path, site.origin).href

/** The company, named in full where a page's graph has no Organization node to point to. */
function publisher() {
  return {
    '@type': 'Organization',
    name: site.name,
    url: absolute('/'),
    logo: { '@type': 'ImageObject', url: absolute('/logo.png') },
  } as const satisfies Organization
}

export function breadcrumbList(trail: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  }
}

/**
 * A guide page as an Article. Its dates are true ones: modified is the day its file last changed;
 * published only where the company gave a date (the file's `published`), never one made up. The
 * videos get no VideoObject: that needs an upload date, which nobody has given either.
 */
export function guideArticle(guide: GuidePageData): Article {
  const url = absolute(guidePath(guide.slug))
  return {
    '@type': 'Article',
    headline: guide.title,
    description: guide.lead,
    ...(guide.published ? { datePublished: guide.published } : {}),
    dateModified: guide.updated,
    ...(guide.videos[0] ? { image: absolute(guide.videos[0].poster) } : {}),
    inLanguage: 'en-US',
    mainEntityOfPage: url,
    url,
    author: publisher(),
    publisher: publisher(),
  }
}

/** What a template's article is made of: its page's own words, address and card. */
export type StrategyArticleData = Pick<StrategyPageData, 'path' | 'heading' | 'description' | 'card'>

/**
 * A template's page as an Article: the h1 as its headline, the meta description, its own card as
 * the image, the company as author and publisher. No date: the page is drawn from the template and
 * the engine, whose many files change for reasons of their own, so no one day is the day it
 * changed, and none is made up (the sitemap gives it no lastmod either).
 */
export function strategyArticle(page: StrategyArticleData): Article {
  const url = absolute(page.path)
  return {
    '@type': 'Article',
    headline: page.heading,
    description: page.description,
    image: absolute(page.card.path),
    inLanguage: 'en-US',
    mainEntityOfPage: url,
    url,
    author: publisher(),
    publisher: publisher(),
  }
}

/**
 * The Strategy Lab as what it is to a visitor: a web application that runs in any browser, free,
 * without an account (docs/requirements.md#strategy-lab).
 */
export function labApplication(name: string): WebApplication {
  const url = absolute('/lab')
  return {
    '@type': 'WebApplication',
    '@id': `${url}#application`,
    name: `${site.name} ${name}`,
    url,
    description: labPage.description,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any (web browser)',
    browserRequirements: 'Requires JavaScript. Runs in the browser, without an account.',
    isAccessibleForFree: true,
    inLanguage: 'en-US',
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    publisher: publisher(),
  }
}

/** HTML from a content file as the plain text it reads as: tags dropped, markdown-it's escapes undone. */
export function htmlText(html: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
  return html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .trim()
}

/** The FAQ exactly as the pricing section shows it, answers as plain text. */
export function faqPage(faq: FaqItems): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${absolute('/')}#${faqSection.id}`,
    mainEntity: faq.map(([question, answer]) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: htmlText(answer) },
    })),
  }
}
