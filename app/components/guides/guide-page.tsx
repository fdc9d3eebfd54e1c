import { Link } from 'react-router'
import { BreadcrumbNav } from '~/components/breadcrumb-nav'
import { TrialCta } from '~/components/trial-cta'
import { breadcrumbTrail } from '~/content/breadcrumbs'
import { type GuideArticle, type GuideParagraph, paragraphText } from '~/content/guide-articles'
import { type Guide, type GuideId, guidePath, posterPath } from '~/content/guides'
import { strategyCardPath, strategyCardSize } from '~/content/strategy-cards'
import { pagePath } from '~/lib/page-path'
import { Container } from '~/ui/container'
import { GuideIcon } from './guide-icon'
import { VideoFacade } from './video-facade'

type ListedGuide = Guide & { id: GuideId }

const textLink = 'rounded-sm text-accent underline-offset-4 hover:text-accent-strong hover:underline'
/** A link inside running text is underlined, not told apart by its color alone. */
const inTextLink = 'rounded-sm text-accent underline underline-offset-4 hover:text-accent-strong'

/**
 * docs/requirements.md#guide-pages: one guide as a page a search engine can read: breadcrumb, title,
 * lead, the videos behind click-to-load posters, a section per topic, and the way to the
 * previous and next guide.
 */
export function GuidePage({
  guide,
  article,
  previous,
  next,
}: {
  guide: ListedGuide
  article: GuideArticle
  previous?: ListedGuide
  next?: ListedGuide
}) {
  const single = guide.videos.length === 1
  return (
    <Container className="pt-28 pb-20 sm:pt-32 sm:pb-24">
      <article aria-labelledby="guide-title" className="mx-auto max-w-3xl">
        <BreadcrumbNav trail={breadcrumbTrail(guidePath(guide.id))} />

        <header className="mt-6">
          <p className="text-muted flex items-center gap-2 text-sm font-semibold tracking-widest uppercase">
            <GuideIcon name={guide.icon} className="size-5" />
            Video guide
          </p>
          <h1 id="guide-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {guide.title}
          </h1>
          <p className="text-muted mt-5 text-lg text-pretty">{article.lead}</p>
          <p className="text-muted mt-4 text-sm">
            Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
          </p>
        </header>

        {/* Each poster names its video's part (posterText in app/content/guides.ts), and never the title above. */}
        <div className={single ? 'mt-10' : 'mt-10 grid gap-8 sm:grid-cols-2'}>
          {guide.videos.map((video, index) => (
            <VideoFacade
              key={video.videoKey}
              video={video}
              title={single ? `${guide.title} video` : `${guide.title}: ${video.label} video`}
              poster={posterPath(guide, index)}
              first={index === 0}
            />
          ))}
        </div>

        <div className="mt-14 space-y-12">
          {guide.topics.map((topic, index) => (
            <section key={topic} aria-labelledby={`topic-${index + 1}`}>
              <h2 id={`topic-${index + 1}`} className="text-ink text-2xl font-semibold tracking-tight text-balance">
                {topic}
              </h2>
              <div className="text-ink/90 mt-4 space-y-4 text-[1.05rem] leading-8">
                {article.sections[index]?.map((paragraph) => (
                  <Paragraph key={paragraphKey(paragraph)} paragraph={paragraph} />
                ))}
              </div>
              {article.figure?.section === index && <TreeFigure figure={article.figure} />}
            </section>
          ))}
        </div>

        <TrialCta />

        <nav aria-label="More guides" className="border-line mt-16 border-t pt-8">
          <ul className="grid gap-4 sm:grid-cols-2">
            {previous && <PagerLink guide={previous} direction="Previous" />}
            {next && <PagerLink guide={next} direction="Next" />}
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

const paragraphKey = (paragraph: GuideParagraph) => paragraphText(paragraph)

/** A template's tree as the Lab draws it: its build-time card, with the caption linking its page. */
function TreeFigure({ figure }: { figure: NonNullable<GuideArticle['figure']> }) {
  return (
    <figure className="mt-8">
      <img
        src={strategyCardPath(figure.template)}
        alt={figure.alt}
        width={strategyCardSize.width}
        height={strategyCardSize.height}
        loading="lazy"
        decoding="async"
        className="border-line h-auto w-full rounded-xl border"
      />
      <figcaption className="text-muted mt-3 text-sm">
        <Paragraph paragraph={figure.caption} as="span" />
      </figcaption>
    </figure>
  )
}

/** A paragraph of the article: text, with links to the pages it talks about where it names them. */
function Paragraph({ paragraph, as: Tag = 'p' }: { paragraph: GuideParagraph; as?: 'p' | 'span' }) {
  if (typeof paragraph === 'string') return <Tag>{paragraph}</Tag>
  return (
    <Tag>
      {paragraph.map((part) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={part.to + part.text} to={part.to} className={inTextLink}>
            {part.text}
          </Link>
        ),
      )}
    </Tag>
  )
}

function PagerLink({ guide, direction }: { guide: ListedGuide; direction: 'Previous' | 'Next' }) {
  return (
    <li className={direction === 'Next' ? 'sm:col-start-2 sm:text-right' : undefined}>
      <Link
        to={guidePath(guide.id)}
        className="border-line bg-surface hover:border-muted flex h-full flex-col gap-1 rounded-xl border p-4 transition-colors"
      >
        <span className="text-muted text-xs font-semibold tracking-widest uppercase">{direction} guide</span>
        <span className="text-ink font-semibold">{guide.title}</span>
      </Link>
    </li>
  )
}

/** "November 3, 2025", the same in every time zone (the date is a calendar day, not an instant). */
function formatDate(isoDate: string) {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}
