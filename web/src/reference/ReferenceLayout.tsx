import type { ComponentType, ReactNode } from 'react';

/** The parts of Swagger UI's system a layout reads (swagger-ui 5, `core/components/layouts/base.jsx`). */
interface LayoutSystem {
  getComponent(name: string, container?: boolean): ComponentType<Record<string, unknown>>;
  specSelectors: {
    isSwagger2(): boolean;
    isOAS3(): boolean;
    isOAS31(): boolean;
    isOAS32?(): boolean;
    specStr(): string;
    loadingStatus(): string | undefined;
    servers(): { size: number } | undefined;
    schemes(): { size: number } | undefined;
    securityDefinitions(): unknown;
  };
  errSelectors: { lastError(): { get(key: string): unknown } | undefined };
}

/**
 * Swagger UI's base layout, except that the operations are a labelled `<section>`, not a `<main>`: the page
 * already has its main landmark (`#main`), and a document must have one (a11y: the reference pages had two).
 * Otherwise the same parts in the same order, so Swagger UI's styles and behaviour are unchanged.
 */
function ReferenceLayout({ getComponent, specSelectors, errSelectors }: LayoutSystem) {
  const SvgAssets = getComponent('SvgAssets');
  const InfoContainer = getComponent('InfoContainer', true);
  const VersionPragmaFilter = getComponent('VersionPragmaFilter');
  const Operations = getComponent('operations', true);
  const Models = getComponent('Models', true);
  const Webhooks = getComponent('Webhooks', true);
  const Row = getComponent('Row');
  const Col = getComponent('Col');
  const Errors = getComponent('errors', true);
  const ServersContainer = getComponent('ServersContainer', true);
  const SchemesContainer = getComponent('SchemesContainer', true);
  const AuthorizeBtnContainer = getComponent('AuthorizeBtnContainer', true);
  const FilterContainer = getComponent('FilterContainer', true);

  const status = specSelectors.loadingStatus();
  let notice: ReactNode = null;
  if (status === 'loading') notice = <div className="loading" />;
  if (status === 'failed' || status === 'failedConfig') {
    const message = status === 'failedConfig' ? String(errSelectors.lastError()?.get('message') ?? '') : null;
    notice = (
      <>
        <h4 className="title">{status === 'failed' ? 'Failed to load API definition.' : 'Failed to load remote configuration.'}</h4>
        {message ? <p>{message}</p> : <Errors />}
      </>
    );
  }
  if (!notice && !specSelectors.specStr()) notice = <h4>No API definition provided.</h4>;
  if (notice) {
    return (
      <div className="swagger-ui">
        <div className="loading-container">
          <div className="info">
            <div className="loading-container">{notice}</div>
          </div>
        </div>
      </div>
    );
  }

  const hasServers = Boolean(specSelectors.servers()?.size);
  const hasSchemes = Boolean(specSelectors.schemes()?.size);
  const hasSecurity = Boolean(specSelectors.securityDefinitions());
  const isOAS31 = specSelectors.isOAS31();
  const isOAS32 = specSelectors.isOAS32?.() ?? false;
  return (
    <div className="swagger-ui">
      <SvgAssets />
      <VersionPragmaFilter
        isSwagger2={specSelectors.isSwagger2()}
        isOAS3={specSelectors.isOAS3()}
        isOAS31={isOAS31}
        isOAS32={isOAS32}
        alsoShow={<Errors />}
      >
        <Errors />
        <Row className="information-container">
          <Col mobile={12}>
            <InfoContainer />
          </Col>
        </Row>
        {(hasServers || hasSchemes || hasSecurity) && (
          <div className="scheme-container">
            <Col className="schemes wrapper" mobile={12}>
              {(hasServers || hasSchemes) && (
                <div className="schemes-server-container">
                  {hasServers && <ServersContainer />}
                  {hasSchemes && <SchemesContainer />}
                </div>
              )}
              {hasSecurity && <AuthorizeBtnContainer />}
            </Col>
          </div>
        )}
        <FilterContainer />
        <section id="operations" aria-label="Operations" tabIndex={-1} style={{ outline: 'none' }}>
          <Row>
            <Col mobile={12} desktop={12}>
              <Operations />
            </Col>
          </Row>
          {(isOAS31 || isOAS32) && (
            <Row className="webhooks-container">
              <Col mobile={12} desktop={12}>
                <Webhooks />
              </Col>
            </Row>
          )}
          <Row>
            <Col mobile={12} desktop={12}>
              <Models />
            </Col>
          </Row>
        </section>
      </VersionPragmaFilter>
    </div>
  );
}

/** The Swagger UI plugin that brings the layout; pass `layout={REFERENCE_LAYOUT}`. */
export const referenceLayoutPlugin = () => ({ components: { ReferenceLayout } });
export const REFERENCE_LAYOUT = 'ReferenceLayout';
