import { testEnv } from './env';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like API client: keeps its cookies (the session's, the device's) and sends the CSRF token it was given. */
export class ApiSession {
  private readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;

  /** `headers` go with every request (e.g. an `x-forwarded-for` of the test's own, for per-address throttles). */
  constructor(
    private readonly baseUrl = testEnv.gatewayUrl,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; csrf?: boolean; headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if ((options.body !== undefined || options.rawBody !== undefined) && !headers['content-type'])
      headers['content-type'] = 'application/json';
    if (options.csrf !== false && this.csrfToken && method !== 'GET') headers['x-csrf-token'] = this.csrfToken;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? null : JSON.stringify(options.body)),
    });
    this.keepCookies(response.headers);
    const text = await response.text();
    const body = (text ? JSON.parse(text) : null) as T & { csrfToken?: string };
    if (body && typeof body === 'object' && typeof body.csrfToken === 'string') this.csrfToken = body.csrfToken;
    return { status: response.status, body, headers: response.headers };
  }

  /** The `cookie` header a browser would send now (null with none). */
  private get cookie(): string | null {
    return this.cookies.size ? [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : null;
  }

  /** As a browser does: a cookie set empty (or with Max-Age=0) is dropped, any other replaces the one of its name. */
  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Sends a multipart form the way a browser does, with the session's cookie and CSRF token. */
  async sendForm<T = unknown>(method: string, path: string, form: FormData, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), 'x-csrf-token': this.csrfToken ?? '', ...headers },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }

  get = <T = unknown>(path: string) => this.request<T>('GET', path);
  post = <T = unknown>(path: string, body?: unknown, options: { csrf?: boolean } = {}) =>
    this.request<T>('POST', path, { body, ...options });

  async signUp(email: string, password: string, names = { firstName: 'Test', lastName: 'Developer' }) {
    return this.post<{ user: { id: string; email: string }; csrfToken: string }>('/api/v1/sign_up', {
      ...names,
      email,
      password,
      passwordConfirmation: password,
    });
  }

  async signIn(email: string, password: string) {
    return this.post<{ user: { id: string; isAdmin: boolean }; csrfToken: string }>('/api/v1/session', { email, password });
  }
}

/** Calls a service's internal API the way the gateway does. */
export const internalGet = async <T>(baseUrl: string, path: string): Promise<T> => {
  const response = await fetch(new URL(path, baseUrl), { headers: { 'x-internal-token': testEnv.internalToken } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

export const internalPost = async <T>(baseUrl: string, path: string): Promise<T> => {
  const response = await fetch(new URL(path, baseUrl), { method: 'POST', headers: { 'x-internal-token': testEnv.internalToken } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
