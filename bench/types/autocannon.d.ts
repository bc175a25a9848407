// Only the part of autocannon's API the bench uses; the package ships no types of its own.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string | Buffer;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Result {
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    /** Per-second samples of completed requests; total is the sum. */
    requests: Histogram & { total: number; sent: number };
    /** Milliseconds. */
    latency: Histogram;
    /** Bytes per second. */
    throughput: Histogram & { total: number };
  }

  function autocannon(options: Options): EventEmitter & PromiseLike<Result>;
  export default autocannon;
}
