// The listing rules live in the contract (contracts/src/rules/marketplace), shared with the web editor.
export {
  NOT_VALID,
  REQUIRED,
  mergeErrors,
  normalizeListing,
  textBoundErrors,
  validateDraft,
  validateListing,
  withoutContradictoryDetails,
  type ListingInput,
  type ValidationContext,
} from '@portal/contracts';
