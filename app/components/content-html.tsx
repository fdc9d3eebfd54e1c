import { useNavigate } from 'react-router'

/**
 * Text rendered from a content file at build time (app/content/pages.server.ts), as its HTML. A
 * link to a page of this site navigates in the app, as a <Link> does; a modified click, a link to
 * another site (new tab) or to a file goes to the browser as usual.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the controls; this only routes their clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click, so keyboard users take the same way
    <div
      className={className}
      onClick={(event) => {
        const link = (event.target as Element).closest('a')
        const href = link?.getAttribute('href') ?? ''
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
        if (event.altKey || link?.target || !/^\/[^/.]*(#.*)?$|^\/[^.]*$/.test(href)) return
        event.preventDefault()
        navigate(href)
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time with raw HTML off
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
