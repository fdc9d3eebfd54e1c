import { pagePath } from '~/lib/page-path'

/**
 * Where the rest of the site links into the Strategy Lab: its Strategy Library section, and the
 * template the home page's mock-up pictures. Kept apart from the Lab's code, which only /lab loads.
 */
export const labLinks = {
  /** Id of the Strategy Library section on /lab. */
  library: 'library',
  /** Id of the template the hero's mock-up shows (app/lab/engine/templates.ts; the build step that draws it fails if no template has it). */
  heroTemplate: 'spy-momentum',
} as const

/** The address that opens a template in the Lab (app/lab/ui/address.ts reads it; ids are slugs). */
export const labTemplatePath = (id: string) => `/lab?template=${id}`

/** The call into the Lab that the features pillar and the build step carry. */
export const tryInLab = 'Try it in the Strategy Lab'

/**
 * The guide to a visitor's own files in the Lab (content/lab/your-data.md): how to export a chain,
 * what each column means, the alert log. The Lab's chain and alert-log panels link it.
 */
export const labDataGuidePath = pagePath('/lab/your-data')

/** The example files the site serves (public/lab/), which the Lab's panels and its data guide link. */
export const labExampleFiles = {
  /** One row per contract, with the file-wide columns (build-steps/example-chains.ts writes it). */
  chain: '/lab/example-chain.csv',
  /** Calls and puts side by side, as Cboe lays them out. */
  sideBySide: '/lab/example-chain-side-by-side.csv',
  /** A week of SPY alerts as TradingView exports its alert log, with a holiday and an early close. */
  alertLog: '/lab/example-alert-log.csv',
} as const
