/** "How it works": the process steps (number, title, description, highlight, and the guide that walks through it). */
import type { PagePath } from '~/lib/page-path'

export type ProcessStep = {
  number: number
  title: string
  description: string
  highlight: string
  /** The guide page for the step; its label names the guide by its title (steps.test.ts checks it). */
  guide: { to: PagePath; label: string }
}

export const steps = [
  {
    number: 1,
    title: 'Connect your broker',
    description:
      'Link a supported brokerage account with its API keys. Orders are placed in your own account; we never hold your money.',
    highlight: 'Your funds stay at your broker',
    guide: { to: '/guides/getting-started', label: 'Getting Started guide' },
  },
  {
    number: 2,
    title: 'Build your strategy',
    description:
      'Lay out entries, exits and filters in the logic-tree builder, or point a chart alert at your webhook URL.',
    highlight: 'No code required',
    guide: { to: '/guides/advanced-automation', label: 'Advanced Automation guide' },
  },
  {
    number: 3,
    title: 'Prove it on paper',
    description:
      'Run the strategy in the paper trading suite against live market data and review every simulated fill.',
    highlight: 'No money at risk',
    guide: { to: '/guides/basics-of-automation', label: 'Basics of Automation guide' },
  },
  {
    number: 4,
    title: 'Go live with guardrails',
    description:
      'Switch to live with position caps, stops and daily loss limits, get a push for every fill and pause with one click.',
    highlight: 'Limits on every order',
    guide: { to: '/guides/how-to-trade', label: 'How to Trade guide' },
  },
] as const satisfies readonly ProcessStep[]

export const stepsSection = {
  eyebrow: 'How it works',
  title: 'From idea to automated trade in four steps',
  intro: 'Start on paper, watch the strategy trade, and switch it to live only when you trust it.',
} as const
