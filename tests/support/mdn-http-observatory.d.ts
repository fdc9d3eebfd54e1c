// The part of @mdn/mdn-http-observatory that tests/support/observatory.ts uses (the package ships
// JSDoc, not declarations).
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export type Requests = { responses: { auto?: { status: number } | null } }
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; httpsPort?: number; path?: string },
  ): Promise<Requests>
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'
  export const ALL_TESTS: ReadonlyArray<(requests: Requests) => { result?: string; pass?: boolean }>
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getScoreModifier(expectation: string): number
  export function getGradeForScore(score: number): { grade: string; score: number }
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}
