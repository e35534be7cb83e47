declare module 'autocannon' {
  /** One request of a scenario. */
  export type AutocannonRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  };
  /** The options this benchmark uses. */
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
  };
  /** The parts of a result this benchmark reads. */
  export type AutocannonResult = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  };
  /** Runs a load test (the package's own export is a default one). */
  // eslint-disable-next-line import-x/no-default-export
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
