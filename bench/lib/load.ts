import autocannon from 'autocannon';

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

function run(target: LoadTarget, connections: number, duration: number) {
  return autocannon({
    url: target.url,
    method: target.method,
    // As a browser does for a body-less POST. No Accept-Encoding: both servers send plain bytes.
    headers: target.method === 'POST' ? { 'content-length': '0' } : {},
    connections,
    duration,
    timeout: 10,
  });
}

/** A warm-up run (JIT, caches, connection set-up) whose figures are thrown away, then the measured one. */
export async function measureLoad(target: LoadTarget, options: LoadOptions): Promise<LoadFigures> {
  if (options.warmupSeconds > 0) await run(target, options.connections, options.warmupSeconds);
  const result = await run(target, options.connections, options.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
