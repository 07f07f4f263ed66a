import { LazyBoundary, lazyNamed } from '../ui';

// The Marketplace Listing tab of the developer and admin app pages. The editor is its own chunk:
// the pages load it when the tab opens (the first-load budget stays untouched).
const ListingEditor = lazyNamed(
  () => import('./ListingEditor'),
  (m) => m.ListingEditor,
);

/** The developer app page's Marketplace Listing tab. */
export function MarketplaceListingTab({ appId }: { appId: string }) {
  return (
    <LazyBoundary>
      <ListingEditor appId={appId} admin={false} />
    </LazyBoundary>
  );
}

/** The admin app page's Marketplace Listing tab (leaving it with unsaved changes asks first). */
export function AdminMarketplaceListingTab({ appId }: { appId: string }) {
  return (
    <LazyBoundary>
      <ListingEditor appId={appId} admin />
    </LazyBoundary>
  );
}
