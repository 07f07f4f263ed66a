/**
 * A caller address of a test's own, sent through the proxy header the gateway trusts from loopback, so that
 * what is counted per address (failed sign-ins, wrong codes) or shown (the security log, new-device mails) is
 * this test's alone. Random within the benchmarking block 198.18.0.0/15 (RFC 2544: never routed): with 131,070
 * hosts, two test files meeting on one address is unlikely, where the 254 of a documentation block were not
 * (two files once drew the same one, and one's throttled sign-ins failed the other's).
 */
export const ownCallerAddress = (): string => {
  const host = 1 + Math.floor(Math.random() * (2 * 65536 - 2));
  return `198.${18 + (host >> 16)}.${(host >> 8) & 255}.${host & 255}`;
};

/** The X-Forwarded-For value that makes the gateway see `address` as the caller. */
export const forwardedFor = (address: string): string => `${address}, 127.0.0.1`;
