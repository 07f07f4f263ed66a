import { testEnv } from '@portal/test-kit';

/** A browser for the authorization code flow's redirects: follows nothing by itself, keeps every cookie by name. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string = testEnv.gatewayUrl) {}

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async go(method: string, url: string, body?: URLSearchParams): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(new URL(url, this.origin), { method, headers, body: body?.toString() ?? null, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return response;
  }

  /** Follows redirects on the gateway's origin; stops at the first page or at a foreign location. */
  async follow(response: Response): Promise<Response | URL> {
    let current = response;
    for (let hops = 0; hops < 10 && current.status >= 300 && current.status < 400; hops += 1) {
      const location = new URL(current.headers.get('location')!, this.origin);
      if (location.origin !== new URL(this.origin).origin) return location;
      current = await this.go('GET', location.toString());
    }
    return current;
  }
}
