import type { MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { BreadcrumbNav } from '~/components/breadcrumb-nav'
import { TrialCta } from '~/components/trial-cta'
import type { Crumb } from '~/content/breadcrumbs'
import { type DrawnFigure, type GuideLink, type GuidePageData, guidePath, videoTitle } from '~/content/guides'
import { pagePath } from '~/lib/page-path'
import { Container } from '~/ui/container'
import { GuideIcon } from './guide-icon'
import { VideoFacade } from './video-facade'

const textLink = 'rounded-sm text-accent underline-offset-4 hover:text-accent-strong hover:underline'
/** A link inside running text is underlined, not told apart by its color alone. */
const inTextLinks =
  '[&_a]:rounded-sm [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-strong'

/**
 * docs/requirements.md#guide-pages: one guide as a page a search engine can read: breadcrumb, title,
 * lead, the videos behind click-to-load posters, a section per topic, and the way to the
 * previous and next guide. The sections' paragraphs arrive as HTML, built from the guide's Markdown
 * at build time.
 */
export function GuidePage({
  page,
  trail,
}: {
  page: Omit<GuidePageData, 'figure'> & { figure?: DrawnFigure }
  trail: readonly Crumb[]
}) {
  const single = page.videos.length === 1
  const followLink = useInAppLinks()
  return (
    <Container className="pt-28 pb-20 sm:pt-32 sm:pb-24">
      <article aria-labelledby="guide-title" className="mx-auto max-w-3xl">
        <BreadcrumbNav trail={trail} />

        <header className="mt-6">
          <p className="text-muted flex items-center gap-2 text-sm font-semibold tracking-widest uppercase">
            <GuideIcon name={page.icon} className="size-5" />
            Video guide
          </p>
          <h1 id="guide-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {page.title}
          </h1>
          <p className="text-muted mt-5 text-lg text-pretty">{page.lead}</p>
          <p className="text-muted mt-4 text-sm">
            Updated <time dateTime={page.updated}>{page.updatedText}</time>
          </p>
        </header>

        {/* Each poster names its video's part (posterText in app/content/guides.ts), and never the title above. */}
        <div className={single ? 'mt-10' : 'mt-10 grid gap-8 sm:grid-cols-2'}>
          {page.videos.map((video, index) => (
            <VideoFacade
              key={video.key}
              video={video}
              title={videoTitle(page, video)}
              poster={video.poster}
              first={index === 0}
            />
          ))}
        </div>

        {/* Links in the article are plain anchors in the HTML; a click on one stays in the app. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are what the keyboard reaches; this only routes their clicks */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires its click, which lands here */}
        <div className="mt-14 space-y-12" onClick={followLink}>
          {page.sections.map((section, index) => (
            // A plain section under its heading, not a region: the landmark list keeps the page's navigations.
            <section key={section.topic}>
              <h2 id={`topic-${index + 1}`} className="text-ink text-2xl font-semibold tracking-tight text-balance">
                {section.topic}
              </h2>
              <div
                className={`text-ink/90 mt-4 space-y-4 text-[1.05rem] leading-8 ${inTextLinks} guide-blocks`}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the guide's Markdown at build time, raw HTML refused
                dangerouslySetInnerHTML={{ __html: section.html }}
              />
              {page.figure?.section === index && <TreeFigure figure={page.figure} />}
            </section>
          ))}
        </div>

        <TrialCta />

        <nav aria-label="More guides" className="border-line mt-16 border-t pt-8">
          <ul className="grid gap-4 sm:grid-cols-2">
            {page.previous && <PagerLink guide={page.previous} direction="Previous" />}
            {page.next && <PagerLink guide={page.next} direction="Next" />}
          </ul>
          <p className="mt-8 text-center text-sm">
            <Link to={pagePath('/guides')} className={textLink}>
              All trading guides
            </Link>
          </p>
        </nav>
      </article>
    </Container>
  )
}

/**
 * Sends a plain click on a link to a page of this site through the router, as a <Link> would: the
 * article's links come as HTML, without React Router's own click handling.
 */
function useInAppLinks() {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a')
    const href = link?.getAttribute('href')
    if (!href?.startsWith('/') || link?.target || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(href)
  }
}

/**
 * A template's tree as its strategy page draws it (StaticTree): chips of text a reader can read at
 * any width, select and have read aloud, with the caption linking the template's page. The loader
 * draws it to HTML at build time (routes/guide.tsx), so the guides, which share one route, carry
 * neither the engine nor the drawing's code.
 */
function TreeFigure({ figure }: { figure: DrawnFigure }) {
  return (
    <figure className="border-line bg-surface text-ink/90 mt-8 rounded-xl border p-4 text-[1.05rem] leading-8 sm:p-6">
      <div
        // biome-ignore lint/security/noDangerouslySetInnerHtml: StaticTree's own markup, drawn by the route's loader at build time from the Lab's words
        dangerouslySetInnerHTML={{ __html: figure.treeHtml }}
      />
      <figcaption
        className={`text-muted border-line mt-4 border-t pt-3 text-sm leading-6 ${inTextLinks}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the guide's Markdown at build time, raw HTML refused
        dangerouslySetInnerHTML={{ __html: figure.captionHtml }}
      />
    </figure>
  )
}

function PagerLink({ guide, direction }: { guide: GuideLink; direction: 'Previous' | 'Next' }) {
  return (
    <li className={direction === 'Next' ? 'sm:col-start-2 sm:text-right' : undefined}>
      <Link
        to={guidePath(guide.slug)}
        className="border-line bg-surface hover:border-muted flex h-full flex-col gap-1 rounded-xl border p-4 transition-colors"
      >
        <span className="text-muted text-xs font-semibold tracking-widest uppercase">{direction} guide</span>
        <span className="text-ink font-semibold">{guide.title}</span>
      </Link>
    </li>
  )
}
