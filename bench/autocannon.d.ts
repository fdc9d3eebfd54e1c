// The part of autocannon's API that bench/load.js uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number }
  type Result = {
    requests: Histogram
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
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string> }
  export default function autocannon(options: Options): Promise<Result>
}
