import { retry } from '../lib/timing';

/** Lazy route modules are retried twice, 300 ms apart, before giving up. */
export const MODULE_LOAD_RETRIES = 2;
export const MODULE_LOAD_RETRY_MS = 300;

export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
  constructor(cause: unknown) {
    super('Error loading JavaScript module bundle. Please reload the page.', { cause });
  }
}

export function isModuleLoadError(error: unknown): error is ModuleLoadError {
  return error instanceof ModuleLoadError;
}

export async function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await retry(load, MODULE_LOAD_RETRIES, MODULE_LOAD_RETRY_MS);
  } catch (cause) {
    throw new ModuleLoadError(cause);
  }
}
