import { useMemo } from 'react';
import { renderMarkdown } from './markdown';

/** An announcement body: markdown rendered and sanitised (see `markdown.ts`). */
export function MarkdownBody({ markdown, className = 'prose', label }: { markdown: string; className?: string; label?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  // The only innerHTML in the client: `html` went through DOMPurify in renderMarkdown.
  return <div className={className} aria-label={label} role={label ? 'region' : undefined} dangerouslySetInnerHTML={{ __html: html }} />;
}
