/** "How it works": the process steps (number, title, description, highlight). */

export type ProcessStep = { number: number; title: string; description: string; highlight: string }

export const steps = [
  {
    number: 1,
    title: 'Connect your broker',
    description:
      'Link a supported brokerage account with its API keys. Orders are placed in your own account; we never hold your money.',
    highlight: 'Your funds stay at your broker',
  },
  {
    number: 2,
    title: 'Build your strategy',
    description:
      'Lay out entries, exits and filters in the logic-tree builder, or point a chart alert at your webhook URL.',
    highlight: 'No code required',
  },
  {
    number: 3,
    title: 'Prove it on paper',
    description:
      'Run the strategy in the paper trading suite against live market data and review every simulated fill.',
    highlight: 'No money at risk',
  },
  {
    number: 4,
    title: 'Go live with guardrails',
    description:
      'Switch to live with position caps, stops and daily loss limits, get a push for every fill and pause with one click.',
    highlight: 'Limits on every order',
  },
] as const satisfies readonly ProcessStep[]

export const stepsSection = {
  eyebrow: 'How it works',
  title: 'From idea to automated trade in four steps',
  intro: 'Start on paper, watch the strategy trade, and switch it to live only when you trust it.',
} as const
