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
