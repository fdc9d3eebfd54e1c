import { Link } from 'react-router'
import { ContentHtml } from '~/components/content-html'
import { site } from '~/config/site'
import { legalDocuments } from '~/content/legal'
import type { PolicyPage } from '~/content/pages.server'
import { eligibility, riskDisclosure } from '~/content/site/company'
import { Container } from '~/ui/container'
import { ExternalLink } from '~/ui/external-link'
import { DocumentSection } from './document-page'

const linkClass = 'text-accent hover:text-accent-strong rounded-sm font-semibold underline underline-offset-4'

/**
 * docs/requirements.md#legal-page: the documents that exist, the risk disclosure, and the company
 * behind the site when it is configured (nothing is said about it otherwise); its title and
 * introduction from content/legal/legal.md.
 */
export function LegalPage({ page }: { page: PolicyPage }) {
  const { name, address } = site.legal
  return (
    <Container className="pt-28 pb-20 sm:pt-32 sm:pb-24">
      <div className="max-w-3xl">
        <header>
          <p className="text-muted text-sm font-semibold tracking-widest uppercase">Legal</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
          <ContentHtml html={page.intro} className="policy-text mt-6 text-lg" />
        </header>
        <div className="mt-12 space-y-12">
          <DocumentSection id="documents" title="Documents">
            <ul className="divide-line border-line divide-y border-y">
              {legalDocuments(site).map((document) => (
                <li key={document.title} className="py-4">
                  <DocumentLink href={document.href}>{document.title}</DocumentLink>
                  <p className="text-muted mt-1 leading-7">{document.summary}</p>
                </li>
              ))}
            </ul>
          </DocumentSection>
          <DocumentSection id="risk-disclosure" title="Risk disclosure">
            <div className="text-muted space-y-4 leading-7">
              <p className="text-ink font-semibold">{eligibility}</p>
              {riskDisclosure.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </DocumentSection>
          {(name || address) && (
            <DocumentSection id="company" title="Company">
              <dl className="text-muted grid gap-x-6 gap-y-2 leading-7 sm:grid-cols-[auto_1fr]">
                {name && (
                  <>
                    <dt className="text-ink font-semibold">Legal name</dt>
                    <dd>{name}</dd>
                  </>
                )}
                {address && (
                  <>
                    <dt className="text-ink font-semibold">Registered address</dt>
                    <dd>{address}</dd>
                  </>
                )}
              </dl>
            </DocumentSection>
          )}
        </div>
      </div>
    </Container>
  )
}

function DocumentLink({ href, children }: { href: string; children: string }) {
  if (/^https?:/.test(href)) {
    return (
      <ExternalLink href={href} className={linkClass}>
        {children}
      </ExternalLink>
    )
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} className={linkClass}>
        {children}
      </a>
    )
  }
  return (
    <Link to={href} className={linkClass}>
      {children}
    </Link>
  )
}
