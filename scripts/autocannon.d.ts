/** The part of autocannon 9's programmatic API that scripts/bench-api.ts uses (the package ships no types). */
declare module 'autocannon' {
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    pipelining?: number;
    /** The requests to cycle through; each may change itself before it is sent (e.g. a different path). */
    requests?: { setupRequest?: SetupRequest }[];
  };
  export type SetupRequest = (request: { path?: string; headers?: Record<string, string> }) => {
    path?: string;
    headers?: Record<string, string>;
  };
  export type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  };
  export type Result = {
    url: string;
    duration: number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
