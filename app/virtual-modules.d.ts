// Modules that build steps generate at build time (build-steps/).
declare module 'virtual:hero-run' {
  type HeroRun = import('../build-steps/hero-run.ts').HeroRun
  export const strategyName: HeroRun['strategyName']
  export const alertMessage: HeroRun['alertMessage']
  export const conditions: HeroRun['conditions']
  export const order: HeroRun['order']
  export const risk: HeroRun['risk']
  export const ticketLine: HeroRun['ticketLine']
  export const limitLine: HeroRun['limitLine']
  export const post: HeroRun['post']
}

declare module 'virtual:strategy-pages' {
  type Pages = ReturnType<typeof import('../app/components/strategies/page-data.ts').allStrategyPages>
  export const strategyPages: Pages['strategyPages']
}

declare module 'virtual:strategy-hubs' {
  type Pages = ReturnType<typeof import('../app/components/strategies/page-data.ts').allStrategyPages>
  export const hubPages: Pages['hubPages']
}

declare module 'virtual:lab-page' {
  export const labPage: import('../app/lab/page-data.ts').LabPageData
}
