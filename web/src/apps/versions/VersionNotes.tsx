import { useId, type ReactNode } from 'react';
import { t } from './i18n';
import type { RowNotes } from './reviewNotes';

/** Notes someone typed, as text: never markup (React escapes it); its line breaks and blank lines are kept. */
export function NotesBlock({ title, text, children }: { title: string; text: string | null; children?: ReactNode }) {
  const titleId = useId();
  return (
    <div className="version-notes" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="version-notes__title">
        {title}
      </p>
      {text !== null && <p className="version-notes__text">{text}</p>}
      {children}
    </div>
  );
}

/** The submitter's notes where a reviewer decides (the approve and reject dialogs); says so when there are none. */
export function DeveloperNotes({ notes }: { notes: string | null }) {
  const text = notes && notes.trim() !== '' ? notes : null;
  return (
    <NotesBlock title={t('versions.developerNotesHeading')} text={text}>
      {text === null && <p className="muted">{t('versions.noDeveloperNotes')}</p>}
    </NotesBlock>
  );
}

/**
 * The row under a production version with its review notes: the developer's while in review, the reviewer's of a
 * rejection, and to the app's team (not on the admin page) the way forward after a rejection.
 */
export function RowNotesContent({ notes, admin }: { notes: RowNotes; admin: boolean }) {
  return (
    <div className="versions-table__notes-list">
      {notes.developer !== null && <NotesBlock title={t('versions.developerNotesHeading')} text={notes.developer} />}
      {notes.reviewer !== null && (
        <NotesBlock
          title={t(notes.earlier ? 'versions.earlierReviewerNotesHeading' : 'versions.reviewerNotesHeading')}
          text={notes.reviewer}
        />
      )}
      {!admin && !notes.earlier && (
        <p className="version-notes__next">{t(notes.resubmittable ? 'versions.rejectedNext' : 'versions.rejectedNextNewer')}</p>
      )}
    </div>
  );
}
