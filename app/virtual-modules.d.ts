// Modules that build steps generate at build time (build-steps/).
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
