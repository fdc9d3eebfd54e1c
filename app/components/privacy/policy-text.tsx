import { Link } from 'react-router'
import type { Inline, PolicyBlock } from '~/content/privacy'
import { ExternalLink } from '~/ui/external-link'

const linkClass = 'text-accent hover:text-accent-strong rounded-sm underline underline-offset-4'

function InlineText({ content }: { content: readonly Inline[] }) {
  return content.map((part, index) => {
    // Parts are static copy in a fixed order, so their position is a stable key.
    const key = index
    if (typeof part === 'string') return part
    if ('strong' in part) {
      return (
        <strong key={key} className="text-ink font-semibold">
          {part.strong}
        </strong>
      )
    }
    if (/^https?:/.test(part.href)) {
      return (
        <ExternalLink key={key} href={part.href} className={linkClass}>
          {part.text}
        </ExternalLink>
      )
    }
    // A page of the site: client-side navigation. A file (security.txt) and mailto links are plain links.
    if (/^\/[^.]*$/.test(part.href)) {
      return (
        <Link key={key} to={part.href} className={linkClass}>
          {part.text}
        </Link>
      )
    }
    return (
      <a key={key} href={part.href} className={linkClass}>
        {part.text}
      </a>
    )
  })
}

/**
 * Renders the copy of the privacy, security, cookie and legal pages from their content modules:
 * paragraphs and bulleted lists, with links to other sites opening in a new tab.
 */
export function PolicyText({ blocks }: { blocks: readonly PolicyBlock[] }) {
  return blocks.map((block, index) => {
    const key = index
    if (block.kind === 'p') {
      return (
        <p key={key} className="text-muted mt-4 leading-7 first:mt-0">
          <InlineText content={block.content} />
        </p>
      )
    }
    return (
      <ul key={key} className="text-muted marker:text-accent mt-4 list-disc space-y-3 pl-5 leading-7 first:mt-0">
        {block.items.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static copy in a fixed order
          <li key={itemIndex} className="pl-1">
            <InlineText content={item} />
          </li>
        ))}
      </ul>
    )
  })
}
