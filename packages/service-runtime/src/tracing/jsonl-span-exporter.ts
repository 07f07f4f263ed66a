import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { spanRecord } from './span-record';

/**
 * The local exporter when no OTLP endpoint is configured: one JSON line per span, appended once
 * per batch (the batch processor calls it off the request path). The file is capped: past
 * `maxBytes` it becomes `<service>.1.jsonl` (replacing the previous one) and a new file starts,
 * so at most twice the cap stays on disk per service.
 */
export class JsonlSpanExporter implements SpanExporter {
  private writing: Promise<void> = Promise.resolve();
  private size: number | null = null;

  constructor(
    private readonly file: string,
    private readonly maxBytes: number,
  ) {}

  export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void): void {
    const text = spans.map((span) => `${JSON.stringify(spanRecord(span))}\n`).join('');
    // Chained, so batches land in order and never interleave; the chain itself never rejects.
    this.writing = this.writing
      .then(() => this.append(text))
      .then(
        () => resultCallback({ code: ExportResultCode.SUCCESS }),
        (error: unknown) => {
          this.size = null;
          resultCallback({ code: ExportResultCode.FAILED, error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
  }

  forceFlush(): Promise<void> {
    return this.writing;
  }

  shutdown(): Promise<void> {
    return this.writing;
  }

  private async append(text: string): Promise<void> {
    const bytes = Buffer.byteLength(text);
    if (this.size === null) {
      await mkdir(path.dirname(this.file), { recursive: true });
      this.size = await stat(this.file).then(
        (s) => s.size,
        () => 0,
      );
    }
    if (this.size > 0 && this.size + bytes > this.maxBytes) {
      await rename(this.file, this.file.replace(/\.jsonl$/, '.1.jsonl')).catch(() => undefined);
      this.size = 0;
    }
    await appendFile(this.file, text);
    this.size += bytes;
  }
}
