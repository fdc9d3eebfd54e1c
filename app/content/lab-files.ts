import { pagePath } from '~/lib/page-path'

/*
 * Where the Lab's own files and its guide to them are: read by the Lab's panels and the guide's page
 * only, so kept out of content/site, whose modules every page loads.
 */

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
