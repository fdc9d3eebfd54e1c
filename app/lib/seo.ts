import type { MetaDescriptor } from 'react-router'
import { site } from '~/config/site'
import { tagline } from '~/content/site/company'

/** A link-preview image of the page's own, drawn at build time; pages without one share /og-image.png. */
export type PreviewImage = { path: string; width: number; height: number; alt: string }

type PageMetaInput = {
  /** Page title without the brand; omit on the home page, which uses the brand and tagline. */
  title?: string
  description: string
  image?: PreviewImage
  /** og:type: an article for a guide page and a template's page, a website elsewhere. */
  type?: 'website' | 'article'
} & (
  | {
      /** Route path, e.g. '/brokers'; builds the canonical URL and og:url from the configured origin. */
      path: string
      noindex?: false
    }
  | {
      /** Keep the page out of search indexes (the 404 page). It has no URL of its own to declare. */
      noindex: true
      path?: never
    }
)

export const homeTitle = `${site.name}: No-code options trading automation`

/** What the build-time social image (build-steps/seo-assets.ts) shows, as its alternative text. */
export const ogImageAlt = `${site.name}: ${tagline}`

/** The X handle for twitter:site, when the configured profile URL is a plain x.com/handle link. */
const xHandle = /^https:\/\/(?:www\.)?(?:x|twitter)\.com\/(\w{1,15})\/?$/.exec(site.social.x)?.[1]

/** Title, description, canonical URL and link-preview tags for one route, from one place. */
export function pageMeta({ title, description, path, image: own, type = 'website' }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${site.name}` : homeTitle
  const url = path === undefined ? undefined : new URL(path, site.origin).href
  // A page's own image carries the brand too; its alternative text says so.
  const preview = own
    ? { ...own, alt: `${site.name}: ${own.alt}` }
    : { path: '/og-image.png', width: 1200, height: 630, alt: ogImageAlt }
  const image = new URL(preview.path, site.origin).href
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    ...(url ? [{ tagName: 'link', rel: 'canonical', href: url }] : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(preview.width) },
    { property: 'og:image:height', content: String(preview.height) },
    { property: 'og:image:alt', content: preview.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(xHandle ? [{ name: 'twitter:site', content: `@${xHandle}` }] : []),
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: preview.alt },
  ]
}
