/** One API answer as the soak sees it. */
export type Answer<T> = {
  status: number;
  code: number | string | null;
  msg: string;
  data: T | null;
  ms: number;
};

type OutboxEntry = { to: string; code: string; purpose: string };

/** A minimal fetch client of the contract: the envelope, the XSRF double-submit and the dev outbox. */
export class SoakClient {
  private xsrf = '';
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /** Gets the XSRF cookie once; every later call sends it back as cookie and header. */
  async init(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/portal/home/visit`);
    await response.arrayBuffer();
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
    this.xsrf = cookie?.split(';')[0]?.slice('XSRF-TOKEN='.length) ?? '';
    if (!this.xsrf) throw new Error('the API set no XSRF-TOKEN cookie');
  }

  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    options: {
      query?: Record<string, string>;
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer<T>> {
    const url = new URL(`${this.baseUrl}/api${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      ...options.headers,
      cookie: `XSRF-TOKEN=${this.xsrf}`,
      'x-xsrf-token': this.xsrf,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    try {
      const envelope = JSON.parse(text) as { code?: number | string; msg?: string; data?: T };
      return {
        status: response.status,
        code: envelope.code ?? null,
        msg: envelope.msg ?? '',
        data: envelope.data ?? null,
        ms,
      };
    } catch {
      return { status: response.status, code: null, msg: text.slice(0, 80), data: null, ms };
    }
  }

  /** The newest code the dev outbox holds for `to`. */
  async outbox(purpose: 'captcha' | 'sms', to: string): Promise<string> {
    const response = await fetch(`${this.baseUrl}/__dev/outbox`);
    const rows = (await response.json()) as OutboxEntry[];
    const row = rows.find((entry) => entry.purpose === purpose && entry.to === to);
    if (!row) throw new Error(`no ${purpose} code for ${to}`);
    return row.code;
  }

  /** A solved image challenge: its id and its answer, read from the outbox. */
  async solvedChallenge(): Promise<{ codeId: string; code: string }> {
    const challenge = await this.call<{ codeId: string }>('GET', '/auth/code/imgCode');
    if (!challenge.data) throw new Error(`imgCode failed: ${challenge.status} ${challenge.msg}`);
    return { codeId: challenge.data.codeId, code: await this.outbox('captcha', challenge.data.codeId) };
  }
}

/** A phone number unique to this process run and counter. */
export function soakPhone(runTag: number, n: number): string {
  return `15${String(runTag % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`;
}

/** Percentile of a sorted list of numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[rank] ?? Number.NaN) * 10) / 10;
}
