import { LazyBoundary, lazyNamed } from '../../../ui';
import { t } from '../../i18n';

// The developer Versions tab in its admin flavour: admin review actions, admin version creation.
const VersionsTab = lazyNamed(
  () => import('../../../apps/versions/VersionsTab'),
  (m) => m.VersionsTab,
);

/** The General tab's manifests: Sandbox and Production tables with the admin's actions (loaded on demand). */
export function AdminManifests({ appId }: { appId: string }) {
  return (
    <section className="card-section" aria-label={t('adminApps.manifests')}>
      <h2 className="side-title">{t('adminApps.manifests')}</h2>
      <LazyBoundary>
        <VersionsTab appId={appId} admin />
      </LazyBoundary>
    </section>
  );
}
