import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { groupDocumentOptions, type ResourceGroup } from '../referenceApi';
import { operationEntries, pageEntries, searchReference, type SearchEntry } from './referenceIndex';

/** Typing in a field keeps its "/"; anywhere else "/" jumps to the search (as on most documentation sites). */
const typingIn = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * "Search the reference": a combobox over every operation of the groups the reader may see (their documents are
 * fetched once the box is used, from the cache the group pages share) and the overview's sections. Arrow keys move
 * through the results, Enter opens one, Escape closes the list; "/" focuses the box from anywhere on the page.
 */
export function ReferenceSearch({ groups, readerKey }: { groups: readonly ResourceGroup[]; readerKey: string }) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [used, setUsed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const documents = useQueries({ queries: groups.map((g) => ({ ...groupDocumentOptions(g.id, readerKey), enabled: used })) });
  // A few dozen entries: built and searched on every render, no memo needed.
  const entries = [...pageEntries(), ...groups.flatMap((g, i) => (documents[i]?.data ? operationEntries(g, documents[i].data) : []))];
  const results = searchReference(entries, query);
  const searching = documents.some((d) => d.isPending && used);
  const failed = documents.some((d) => d.isError);
  const showList = open && query.trim().length > 0;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const choose = (entry: SearchEntry) => {
    setOpen(false);
    setQuery('');
    input.current?.blur();
    void navigate(entry.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (event.key === 'Enter') {
      const entry = results[active];
      if (showList && entry) {
        event.preventDefault();
        choose(entry);
      }
    } else if (event.key === 'Escape') {
      if (showList) event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <div className="reference-search">
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        Search the reference
      </label>
      <input
        ref={input}
        id={`${listId}-input`}
        className="reference-search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="Search the reference  /"
        aria-expanded={showList}
        aria-controls={`${listId}-list`}
        aria-autocomplete="list"
        aria-activedescendant={showList && results[active] ? optionId(active) : undefined}
        value={query}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="reference-search__popup" hidden={!showList}>
        <ul id={`${listId}-list`} role="listbox" aria-label="Reference search results" className="reference-search__results">
          {results.map((entry, i) => (
            <li
              key={entry.key}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className="reference-search__result"
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(entry);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <span className="reference-search__title">
                {entry.method && (
                  <span className={`reference-search__method reference-search__method--${entry.method.toLowerCase()}`}>{entry.method}</span>
                )}
                {entry.title}
                {entry.deprecated && <span className="reference-search__deprecated">deprecated</span>}
              </span>
              <span className="reference-search__context">
                {entry.path && <code>{entry.path}</code>} {entry.context}
              </span>
            </li>
          ))}
        </ul>
        {results.length === 0 && (
          <p className="reference-search__note" role="status">
            {searching ? 'Searching…' : `Nothing in the reference matches “${query.trim()}”.`}
          </p>
        )}
        {failed && results.length > 0 && <p className="reference-search__note">Some groups could not be searched.</p>}
      </div>
    </div>
  );
}
