import type { Article, BreadcrumbList, FAQPage, Graph } from 'schema-dts'
import { site } from '~/config/site'
import { breadcrumbTrail, type Crumb } from '~/content/breadcrumbs'
import { answerText, faq } from '~/content/faq'
import { guideArticles } from '~/content/guide-articles'
import { type Guide, type GuideId, guideAt, posterPath } from '~/content/guides'
import { faqSection } from '~/content/plans'
import { homeGraphNodes } from './home-graph'

/**
 * The structured data of every page, by address (docs/requirements.md#structured-data): home
 * describes the company, product and FAQ; each page below home its breadcrumb trail; each guide
 * page also its article. Built at prerender time only (see StructuredData).
 */
export function structuredDataFor(pathname: string): Graph | undefined {
  if (pathname === '/') return graphOf([...homeGraphNodes(), faqPage()])
  const trail = breadcrumbTrail(pathname)
  if (trail.length === 0) return undefined
  const guide = guideAt(pathname)
  return graphOf(guide ? [breadcrumbList(trail), guideArticle(guide)] : [breadcrumbList(trail)])
}

function graphOf(nodes: Graph['@graph']): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes }
}

const absolute = (path: string) => new URL(path, site.origin).href

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
 * A guide page as an Article, dated from its content module. The videos get no VideoObject: that
 * needs an upload date, which the site configuration does not hold, and we invent none.
 */
export function guideArticle(guide: Guide & { id: GuideId }): Article {
  const article = guideArticles[guide.id]
  const url = absolute(`/guides/${guide.id}`)
  const publisher = {
    '@type': 'Organization',
    name: site.name,
    url: absolute('/'),
    logo: { '@type': 'ImageObject', url: absolute('/logo.png') },
  } as const
  return {
    '@type': 'Article',
    headline: guide.title,
    description: guide.description,
    datePublished: article.published,
    dateModified: article.updated,
    image: absolute(posterPath(guide, 0)),
    inLanguage: 'en-US',
    mainEntityOfPage: url,
    url,
    author: publisher,
    publisher,
  }
}

/** The FAQ exactly as the pricing section shows it, answers as plain text. */
export function faqPage(): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${absolute('/')}#${faqSection.id}`,
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: answerText(item.answer) },
    })),
  }
}
