import { Fragment } from 'react';
import { inlineCodeParts } from '@portal/contracts/src/rules/inline-code';

/** A changelog summary with its code spans as code (the description's Markdown does the same), never its backticks. */
export function ChangelogSummary({ summary }: { summary: string }) {
  return (
    <>
      {inlineCodeParts(summary).map((part, index) =>
        part.code ? (
          <code key={index} className="changelog-summary__code">
            {part.text}
          </code>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
