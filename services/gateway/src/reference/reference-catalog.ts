import { Injectable } from '@nestjs/common';
import {
  loadPlatformDocs,
  type ChangelogEntry,
  type ChangelogType,
  type components,
  type PlatformDocs,
  type ResourceGroup,
} from '@portal/contracts';

export interface Reader {
  /** Provider employees and platform admins read internal groups, operations and entries. */
  privileged: boolean;
}

export interface ChangelogQuery {
  branch?: string;
  types: readonly ChangelogType[];
  breakingOnly: boolean;
  search: string;
}

const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];
const isInternal = (node: unknown): boolean =>
  (node as { 'x-doc'?: { visibility?: unknown } } | null)?.['x-doc']?.visibility === 'internal';

/** The group's document without the operations (and then empty paths) the reader may not see. */
export function documentFor(group: ResourceGroup, reader: Reader): Record<string, unknown> {
  if (reader.privileged) return group.document;
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries((group.document.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    const kept = Object.fromEntries(Object.entries(item).filter(([key, value]) => !(HTTP_METHODS.includes(key) && isInternal(value))));
    if (Object.keys(kept).some((key) => HTTP_METHODS.includes(key))) paths[path] = kept;
  }
  return { ...group.document, paths };
}

export const operationCount = (document: Record<string, unknown>): number =>
  Object.values((document.paths ?? {}) as Record<string, Record<string, unknown>>).reduce(
    (n, item) => n + Object.keys(item).filter((key) => HTTP_METHODS.includes(key)).length,
    0,
  );

/** Entries newest first; a branch's entries come on top of the released ones. */
export function changelogFor(docs: PlatformDocs, reader: Reader, query: ChangelogQuery): ChangelogEntry[] | null {
  let entries = docs.changelog;
  if (query.branch && reader.privileged) {
    const branch = docs.branches.find((b) => b.sha === query.branch || b.sha.startsWith(query.branch!));
    if (!branch) return null;
    entries = [...branch.entries, ...entries];
  }
  const needle = query.search.trim().toLowerCase();
  return entries
    .filter((e) => reader.privileged || e.visibility === 'public')
    .filter((e) => query.types.length === 0 || query.types.includes(e.type))
    .filter((e) => !query.breakingOnly || e.breaking)
    .filter((e) => !needle || [e.summary, e.description, e.endpoint ?? ''].some((text) => text.toLowerCase().includes(needle)))
    .sort((a, b) => b.datestamp.localeCompare(a.datestamp) || a.id.localeCompare(b.id));
}

/**
 * The reference documents, loaded once at start from `contracts/platform/` (checked there, so a
 * malformed file stops the start, never a page). They ship with the code and number in the tens:
 * filtering them in memory answers in microseconds (docs/decisions.md, "API reference and changelog").
 */
@Injectable()
export class ReferenceCatalog {
  readonly docs: PlatformDocs = loadPlatformDocs();
  /** Per kind of reader, built on first use: the documents never change while the gateway runs. */
  private readonly answers = new Map<boolean, ReaderAnswers>();

  groups(reader: Reader): ResourceGroup[] {
    return this.docs.groups.filter((g) => reader.privileged || g.visibility === 'public');
  }

  group(id: string, reader: Reader): ResourceGroup | undefined {
    return this.groups(reader).find((g) => g.id === id);
  }

  /** `GET /resource_groups` as sent: filtered and serialized once per kind of reader, not per request. */
  groupListJson(reader: Reader): string {
    return this.answersFor(reader).groupList;
  }

  /** A group's document as the reader may see it, serialized once; undefined for a group they may not see. */
  documentJson(id: string, reader: Reader): string | undefined {
    return this.answersFor(reader).documents.get(id);
  }

  private answersFor(reader: Reader): ReaderAnswers {
    let answers = this.answers.get(reader.privileged);
    if (!answers) {
      const groups = this.groups(reader).map((group) => ({ group, document: documentFor(group, reader) }));
      const list: { data: ResourceGroupView[] } = {
        data: groups.map(({ group, document }) => ({
          id: group.id,
          name: group.name,
          summary: group.summary,
          visibility: group.visibility,
          operations: operationCount(document),
        })),
      };
      answers = {
        groupList: JSON.stringify(list),
        documents: new Map(groups.map(({ group, document }) => [group.id, JSON.stringify(document)])),
      };
      this.answers.set(reader.privileged, answers);
    }
    return answers;
  }
}

type ResourceGroupView = components['schemas']['ResourceGroup'];

interface ReaderAnswers {
  groupList: string;
  documents: Map<string, string>;
}
