import { inlineCodeAsText, type ChangelogEntry } from '@portal/contracts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** An Atom 1.0 feed of changelog entries; `selfUrl` keeps the reader's filters. */
export function changelogAtom(
  entries: readonly ChangelogEntry[],
  { selfUrl, pageUrl, baseUrl }: { selfUrl: string; pageUrl: string; baseUrl: string },
): string {
  const updated = entries[0] ? `${entries[0].datestamp}T00:00:00Z` : new Date(0).toISOString();
  const items = entries.map((entry) => {
    const link = new URL(entry.link ?? pageUrl, baseUrl).toString();
    // A summary's code spans are Markdown: an Atom text title shows what they say, not their backticks.
    const title = `${entry.breaking ? '[Breaking] ' : ''}${entry.type}: ${inlineCodeAsText(entry.summary)}`;
    const content = [entry.endpoint ? `Endpoint: ${entry.endpoint}` : '', entry.description, `Versions: ${entry.versions.join(', ')}`]
      .filter(Boolean)
      .join('\n\n');
    return [
      '  <entry>',
      `    <id>urn:platform:changelog:${escapeXml(entry.id)}</id>`,
      `    <title type="text">${escapeXml(title)}</title>`,
      `    <updated>${entry.datestamp}T00:00:00Z</updated>`,
      `    <link rel="alternate" href="${escapeXml(link)}"/>`,
      `    <category term="${entry.type}"/>`,
      `    <content type="text">${escapeXml(content)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    '  <title>Platform API changelog</title>',
    `  <id>${escapeXml(selfUrl)}</id>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
