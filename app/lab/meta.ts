/**
 * How search engines see the Strategy Lab's page: its title and description, which its meta tags
 * and its structured data read (app/routes/lab.tsx, app/components/seo/page-graph.ts). Only the
 * Lab's route loads it; the page's own copy lives with the page (app/lab/), its name in
 * the breadcrumb trail with its route (app/routes/lab.tsx).
 */
export const labPage = {
  title: 'Strategy Lab: dry-run an options strategy',
  description:
    'Build a no-code options strategy as a logic tree and dry-run it in your browser: the path it takes, the order it would send, the risk rule that stops it.',
} as const
