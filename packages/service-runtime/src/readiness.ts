import { Injectable } from '@nestjs/common';

export type ReadinessCheck = () => Promise<unknown>;

/** Each module registers the dependencies it cannot work without; /readyz reports them by name. */
@Injectable()
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async report(timeoutMs = 2000): Promise<{ ready: boolean; checks: Record<string, { up: boolean; error?: string }> }> {
    const entries = await Promise.all(
      [...this.checks.entries()].map(async ([name, check]) => {
        try {
          await withTimeout(check(), timeoutMs);
          return [name, { up: true }] as const;
        } catch (error) {
          return [name, { up: false, error: error instanceof Error ? error.message : String(error) }] as const;
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    return { ready: entries.every(([, result]) => result.up), checks };
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
