import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui';
import { inlineCodeAsText } from '@portal/contracts/src/rules/inline-code';
import { MarkdownBody } from '../notifications/MarkdownBody';
import type { ChangelogEntry } from './changelogApi';
import { ChangelogSummary } from './ChangelogSummary';
import { COLLAPSED_DESCRIPTION_PX, yearMonth } from './changelogQuery';
import { t } from './i18n';

/** One change: date (year and month), type, breaking flag, summary, endpoint and its description with Show More. */
export function ChangelogCard({ entry }: { entry: ChangelogEntry }) {
  const body = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const descriptionId = `changelog-${entry.id}-description`;

  useLayoutEffect(() => {
    const element = body.current;
    if (element) setTall(element.scrollHeight > COLLAPSED_DESCRIPTION_PX);
  }, [entry.description]);

  return (
    <article className="changelog-card" aria-labelledby={`changelog-${entry.id}-title`}>
      <header className="changelog-card__header">
        <time className="changelog-card__date" dateTime={entry.datestamp}>
          {yearMonth(entry.datestamp)}
        </time>
        <span className={`changelog-type changelog-type--${entry.type}`}>{t(`changelog.type.${entry.type}`)}</span>
        {entry.breaking && <span className="badge changelog-breaking">{t('changelog.breaking')}</span>}
        {entry.visibility === 'internal' && <span className="badge badge--info">{t('changelog.internal')}</span>}
      </header>
      <h2 id={`changelog-${entry.id}-title`} className="changelog-card__title">
        <ChangelogSummary summary={entry.summary} />
      </h2>
      {entry.endpoint && <code className="changelog-card__endpoint">{entry.endpoint}</code>}
      <div
        id={descriptionId}
        ref={body}
        className={`changelog-card__description${tall && !expanded ? ' changelog-card__description--collapsed' : ''}`}
      >
        <MarkdownBody markdown={entry.description} />
      </div>
      <footer className="changelog-card__footer">
        {tall && (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? t('changelog.showLess') : t('changelog.showMore')}
          </Button>
        )}
        <span className="muted">{t('changelog.versions', { versions: entry.versions.join(', ') })}</span>
        {entry.link && (
          <Link
            className="changelog-card__link"
            to={entry.link}
            aria-label={`${t('changelog.details')}: ${inlineCodeAsText(entry.summary)}`}
          >
            {t('changelog.details')}
          </Link>
        )}
      </footer>
    </article>
  );
}
