/**
 * The redirect URI rule is the contract's (the web client checks with the same file while typing);
 * the deciders take it through this rules file, the one kind of import a decider may have.
 */
export { parseRedirectUris } from '@portal/contracts';
