import type { ComponentProps } from 'react'
import { useNavigate } from 'react-router'

/**
 * Markup drawn at build time by the route's loader (renderToStaticMarkup), shown as it is: a part
 * of the page with nothing to do in the browser ships as HTML, not as code that would only draw
 * it again. Its links within the site open as a Link's would (a new tab or window stays the
 * browser's). Other handlers (`props`) notice what happens inside.
 */
export function Prerendered({ html, ...props }: { html: string } & Omit<ComponentProps<'div'>, 'children'>) {
  const navigate = useNavigate()
  return (
    // Links and controls inside take the input (a link's Enter is a click too); this only notices it.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      {...props}
      onClick={(event) => {
        props.onClick?.(event)
        const href = (event.target as Element).closest('a')?.getAttribute('href')
        const plain = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        if (!href?.startsWith('/') || !plain || event.defaultPrevented) return
        event.preventDefault()
        void navigate(href)
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build's markup, drawn by the route's loader, never a visitor's
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
