// The part of autocannon's API that bench/load.js, bench/signups.js and tests/server/process-life.test.ts use
// (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number }
  type Result = {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
  }
  type Request = { method?: string; path?: string; body?: string; headers?: Record<string, string> }
  type Options = {
    url: string
    connections?: number
    duration?: number
    method?: string
    headers?: Record<string, string>
    requests?: {
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
    }[]
  }
  /** A run in progress (the callback form): an event per response, stop() ends it early. */
  type Instance = { on(event: 'response', listener: () => void): Instance; stop(): void }
  export default function autocannon(options: Options): Promise<Result>
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance
}
