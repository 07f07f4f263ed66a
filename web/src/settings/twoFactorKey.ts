/** The setup key as people type it into an authenticator app: groups of 4 (`JBSW Y3DP EHPK 3PXP`). */
export function groupedKey(secret: string): string {
  return (
    secret
      .replace(/[\s=]/g, '')
      .toUpperCase()
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
