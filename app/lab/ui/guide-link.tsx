import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { labDataGuidePath } from '~/content/lab-files'

/**
 * A link from a panel to a section of the Lab's guide to a visitor's own files (/lab/your-data), in
 * the same tab as every link to a page of this site. The strategy and scenario are kept in this
 * browser and come back with the Lab; a chain or log loaded is kept nowhere, and is opened again.
 */
export function GuideLink({ section, children }: { section: string; children: ReactNode }) {
  return (
    <Link className="text-ink underline" to={`${labDataGuidePath}#${section}`}>
      {children}
    </Link>
  )
}
