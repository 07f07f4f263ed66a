import { useState } from 'react';

/** A preformatted example with a copy button. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(code).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    });
  };
  return (
    <figure className="code-block">
      <figcaption className="code-block__bar">
        <span>{label}</span>
        <button type="button" className="code-block__copy" onClick={copy} aria-label={`Copy ${label}`}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
      {/* Focusable: a long line scrolls sideways, and a keyboard must be able to scroll it too. */}
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
