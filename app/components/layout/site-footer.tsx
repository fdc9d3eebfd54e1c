import { useEffect, useRef } from 'react'
import { site } from '~/config/site'
import { eligibility, riskDisclosure, tagline } from '~/content/site/company'
import { type FooterItem, footerGroups, policyLinks } from '~/content/site/navigation'
import { socialLinks } from '~/content/site/social'
import { Container } from '~/ui/container'
import { ExternalLink } from '~/ui/external-link'
import { Logo } from '~/ui/logo'
import { SocialIcon } from '~/ui/social-icons'
import { NavLink } from './nav-link'

const linkClass = 'rounded-sm text-muted transition-colors hover:text-ink'
/** Beside a column item whose page the company has yet to publish. */
const comingSoon = 'soon'

/** The company behind the site, as configured: "Name, address", either part, or empty. */
const legalEntity = [site.legal.name, site.legal.address].filter(Boolean).join(', ')

export function SiteFooter() {
  return (
    <footer className="border-line bg-surface border-t">
      <Container className="py-14">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <Logo />
            <p className="text-muted mt-4 max-w-sm text-sm">{tagline}</p>
            <ul className="mt-6 space-y-2 text-sm">
              <li>
                <a className={linkClass} href={`mailto:${site.supportEmail}`}>
                  {site.supportEmail}
                </a>
              </li>
              <li>
                <a className={linkClass} href={site.phone.href}>
                  {site.phone.display}
                </a>
              </li>
            </ul>
            <ul className="mt-6 flex gap-2" aria-label="Social media">
              {socialLinks.map((social) => (
                <li key={social.icon}>
                  {social.href ? (
                    <ExternalLink href={social.href} className="social-button">
                      <SocialIcon name={social.icon} />
                      <span className="sr-only">{social.name}</span>
                    </ExternalLink>
                  ) : (
                    // The placeholder docs/requirements.md#footer keeps: quiet, and "coming soon" to a screen reader.
                    <span
                      className="border-line text-muted/60 inline-flex size-11 items-center justify-center rounded-lg border"
                      title={`${social.name}: coming soon`}
                    >
                      <SocialIcon name={social.icon} />
                      <span className="sr-only">{social.name}: coming soon</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>

          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-7">
            {footerGroups.map((group) => (
              <div key={group.heading}>
                <h2 className="text-ink text-sm font-semibold">{group.heading}</h2>
                <ul className="mt-4 space-y-3 text-sm">
                  {group.items.map((item) => (
                    <li key={item.label}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        {/* Text of the footer, not a landmark of its own: every page's landmark list had it. */}
        <div className="border-line text-muted mt-12 space-y-2 border-t pt-8 text-xs leading-relaxed">
          <p className="text-ink font-semibold">{eligibility}</p>
          {riskDisclosure.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <div className="border-line text-muted mt-8 flex flex-col gap-4 border-t pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p>
              © <CurrentYear /> {site.name}. All rights reserved.
            </p>
            {legalEntity && <p className="mt-1 text-xs">{legalEntity}</p>}
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {policyLinks.map((item) => (
              <li key={item.label}>
                <FooterLink item={item} button />
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  )
}

/**
 * A footer item. A company page without a configured address is plain text marked "soon" in the
 * columns, and in the bottom row a button that does nothing (docs/requirements.md#footer).
 */
function FooterLink({ item, button }: { item: FooterItem; button?: boolean }) {
  if ('companyLink' in item) {
    const href = site.companyLinks[item.companyLink]
    if (href) {
      return (
        <ExternalLink className={linkClass} href={href}>
          {item.label}
        </ExternalLink>
      )
    }
    // No page yet: not a link, so it does not pretend to lead anywhere. In the columns it says so
    // in a word, "soon", seen beside the label and heard as "coming soon": a shade of gray alone
    // told it from a link to nobody who could not see the difference.
    return button ? (
      <button type="button" aria-disabled="true" className="text-muted/80 cursor-default">
        {item.label}
      </button>
    ) : (
      <span className="text-muted">
        {item.label}
        <span className="sr-only">: coming</span> <span className="stand-in-tag">{comingSoon}</span>
      </span>
    )
  }
  if ('support' in item) {
    return (
      <a className={linkClass} href={`mailto:${site.supportEmail}`}>
        {item.label}
      </a>
    )
  }
  return (
    <NavLink target={item} className={linkClass}>
      {item.label}
    </NavLink>
  )
}

/**
 * The page is prerendered at build time, so its HTML carries the build's year, and hydration keeps
 * mismatched text as it is. Once React runs, write this year into the same text node.
 */
function CurrentYear() {
  const year = new Date().getFullYear()
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const text = ref.current?.firstChild
    if (text && text.nodeValue !== String(year)) text.nodeValue = String(year)
  }, [year])
  return (
    <span ref={ref} suppressHydrationWarning>
      {year}
    </span>
  )
}
