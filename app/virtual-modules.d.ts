// Modules that build steps generate at build time (build-steps/).
declare module 'virtual:hero-run' {
  const heroRun: import('../build-steps/hero-run.ts').HeroRun
  export default heroRun
}
