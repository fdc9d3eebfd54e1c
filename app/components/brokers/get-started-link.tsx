import type { MouseEvent, ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { sectionIds } from '~/content/site/navigation'
import { pagePath } from '~/lib/page-path'
import { isPlainClick, scrollOnceRendered, scrollToSection } from '~/lib/section-scroll'
import { buttonClass } from '~/ui/button'

const target = sectionIds.getStarted

/**
 * docs/requirements.md#brokers-page: "Get Started Today" scrolls smoothly to #get-started when this page has that element;
 * otherwise it goes to /#get-started, where the router lands on the element and, once the home page
 * has rendered, focus moves there too. A real href keeps it working without JavaScript.
 */
export function GetStartedLink({ children, className }: { children: ReactNode; className?: string }) {
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    if (scrollToSection(target)) return
    navigate(`${pagePath('/')}#${target}`)
    scrollOnceRendered(target)
  }
  return (
    <a href={`${pagePath('/')}#${target}`} onClick={onClick} className={buttonClass('primary', className)}>
      {children}
    </a>
  )
}
