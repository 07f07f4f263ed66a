import { useId, useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { namesNothing } from '../api/apiError';
import { useNoIndex } from '../pages/useNoIndex';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { AppLogo, buttonClass, ErrorBanner, ExternalIcon, Spinner } from '../ui';
import { useCategoriesQuery, usePublishedListingQuery, useReferenceQuery, type Media, type PublishedListing } from './catalogApi';
import { t } from './i18n';
import { InstallPanel } from './InstallPanel';
import { LeadRequest } from './LeadRequest';
import { ListingAccessSection } from './ListingAccess';
import { availableEverywhere, categoryName, countryName, regionName, safeHref, safeMediaUrl, toolName } from './names';
import './catalog.css';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

/** A published app's Marketplace page: everything its listing says, its files, and Install for signed-in users. */
export function ListingPage() {
  const { appId = '' } = useParams();
  const listing = usePublishedListingQuery(appId);
  const notFound = listing.isError && namesNothing(listing.error);
  useDocumentTitle(notFound ? t('errors.notFoundTitle') : (listing.data?.public_name ?? t('catalog.title')));
  useNoIndex(notFound);

  if (listing.isPending) return <Spinner label={t('listing.loading')} />;
  if (listing.isError) {
    return (
      <div className="page">
        <BackLink />
        {notFound ? (
          <>
            <div className="catalog__empty" role="status">
              <h1 className="catalog__empty-title">{t('listing.notFound')}</h1>
            </div>
            {/* Unpublished, or its app deleted: whoever installed it can still uninstall it here. */}
            <InstallPanel appId={appId} name="" installable={false} listed={false} />
          </>
        ) : (
          <ErrorBanner error={listing.error} messages={[t('listing.loadFailed')]} retry={listing} />
        )}
      </div>
    );
  }
  return <Listing listing={listing.data} />;
}

/**
 * The listing as customers will see it, for the editor's Preview (unsaved fields and current uploads): the public
 * page's own sections, without the way back and with Install shown but inert (nothing is published yet).
 */
export function ListingPreview({ listing }: { listing: PublishedListing }) {
  return <Listing listing={listing} preview />;
}

function BackLink() {
  return (
    <p className="listing-page__back">
      <Link to="/marketplace">← {t('listing.backToCatalog')}</Link>
    </p>
  );
}

function Listing({ listing, preview = false }: { listing: PublishedListing; preview?: boolean }) {
  const categories = useCategoriesQuery();
  const names = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const name = listing.public_name;
  const media = listing.media ?? [];
  const logo = media.find((m) => m.kind === 'logo');
  const logoUrl = safeMediaUrl(logo?.url) ?? safeMediaUrl(listing.small_logo_url);
  const pictures = media.filter((m) => m.kind === 'picture' && safeMediaUrl(m.url));
  // The showcase video first, then the others.
  const videos = [...media.filter((m) => m.kind === 'showcase_video'), ...media.filter((m) => m.kind === 'video')].filter((m) =>
    safeMediaUrl(m.url),
  );
  const categoryIds = texts(listing.category_ids);
  const features = texts(listing.feature_bullets);
  const requirements = texts(listing.requirements);
  const links = (listing.helpful_links ?? []).filter((l) => text(l?.url));
  // Published with the Installable switch off: nothing to install here (an installation made before stays removable).
  const installable = listing.installable !== false;

  return (
    <div className={preview ? 'listing-page listing-page--preview' : 'page listing-page'}>
      {!preview && <BackLink />}
      <header className="listing-page__header">
        <AppLogo url={logoUrl} name={name} size={96} />
        <div className="listing-page__titles">
          <h1>{name}</h1>
          {text(listing.tagline) && <p className="listing-page__tagline">{listing.tagline}</p>}
          <Badges listing={listing} />
          <dl className="listing-page__makers">
            {text(listing.built_by) && (
              <div>
                <dt>{t('listing.builtBy')}</dt>
                <dd>{listing.built_by}</dd>
              </div>
            )}
            {text(listing.sold_by) && (
              <div>
                <dt>{t('listing.soldBy')}</dt>
                <dd>{listing.sold_by}</dd>
              </div>
            )}
          </dl>
          {categoryIds.length > 0 && (
            <ul className="catalog-chips" aria-label={t('listing.categories')}>
              {categoryIds.map((id) => (
                <li key={id} className="catalog-chip">
                  {categoryName(id, names)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="listing-page__install">
          {preview && !installable ? (
            <p className="install__unavailable">{t('install.notInstallable')}</p>
          ) : preview ? (
            <p className="listing-page__preview-install">
              <button type="button" className={buttonClass()} disabled>
                {t('install.button')}
              </button>
              <span className="muted">{t('listing.previewInstall')}</span>
            </p>
          ) : (
            <InstallPanel appId={listing.id} name={name} installable={installable} />
          )}
        </div>
      </header>

      <div className="listing-page__body">
        <div className="listing-page__main">
          <TextSection title={t('listing.description')} value={listing.description} />
          <TextSection title={t('listing.about')} value={listing.about} />
          <TextSection title={t('listing.howItWorks')} value={listing.how_it_works} />
          {features.length > 0 && (
            <Section title={t('listing.features')}>
              <ul className="listing-page__features">
                {features.map((feature, i) => (
                  <li key={i}>{feature}</li>
                ))}
              </ul>
            </Section>
          )}
          {pictures.length > 0 && (
            <Section title={t('listing.screenshots')}>
              <Gallery pictures={pictures} name={name} />
            </Section>
          )}
          {videos.length > 0 && (
            <Section title={t('listing.videos')}>
              <div className="listing-page__videos">
                {videos.map((video, i) => (
                  <figure key={video.id} className="listing-page__video">
                    <video
                      controls
                      preload="metadata"
                      src={safeMediaUrl(video.url) ?? undefined}
                      aria-label={
                        video.kind === 'showcase_video'
                          ? t('listing.showcaseVideoLabel', { name })
                          : t('listing.videoLabel', { n: i + 1, name })
                      }
                    />
                    {text(video.description) && <figcaption>{video.description}</figcaption>}
                  </figure>
                ))}
              </div>
            </Section>
          )}
        </div>

        <aside className="listing-page__side" aria-label={t('listing.details')}>
          {/* The published version's access (not a preview's draft): what Install asks the customer to allow. */}
          {!preview && <ListingAccessSection appId={listing.id} />}
          <Pricing listing={listing} />
          <Availability listing={listing} />
          <Tools listing={listing} />
          {links.length > 0 && (
            <Section title={t('listing.helpfulLinks')}>
              <ul className="listing-page__links">
                {links.map((link, i) => (
                  <li key={i}>
                    <ExternalLink url={link.url}>{text(link.label) || link.url}</ExternalLink>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Support listing={listing} />
          {requirements.length > 0 && (
            <Section title={t('listing.requirements')}>
              <ul className="listing-page__list">
                {requirements.map((r, i) => (
                  <li key={i}>{r}</li>
                ))}
              </ul>
            </Section>
          )}
          <Contact listing={listing} preview={preview} />
        </aside>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="listing-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Plain text from the listing (never HTML): line breaks kept by CSS. */
function TextSection({ title, value }: { title: string; value: unknown }) {
  const content = text(value);
  if (!content) return null;
  return (
    <Section title={title}>
      <p className="listing-section__text">{content}</p>
    </Section>
  );
}

function Gallery({ pictures, name }: { pictures: Media[]; name: string }) {
  return (
    <ul className="listing-gallery">
      {pictures.map((picture, i) => {
        const url = safeMediaUrl(picture.url) ?? '';
        const alt = text(picture.description) || t('listing.screenshotAlt', { n: i + 1, name });
        return (
          <li key={picture.id} className="listing-gallery__item">
            <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('listing.openScreenshot', { n: i + 1 })}>
              <img
                src={url}
                alt={alt}
                loading="lazy"
                width={picture.width ?? undefined}
                height={picture.height ?? undefined}
                className="listing-gallery__image"
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function ExternalLink({ url, children }: { url: string | undefined; children: ReactNode }) {
  const href = safeHref(url);
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <ExternalIcon />
      <span className="visually-hidden"> {t('listing.opensInNewTab')}</span>
    </a>
  );
}

const yesNo = (value: boolean | null | undefined) => (value === true ? t('common.yes') : value === false ? t('common.no') : null);

function Pricing({ listing }: { listing: PublishedListing }) {
  const rows: [string, string | null][] = [
    [t('listing.subscriptionRequired'), yesNo(listing.subscription_required)],
    [t('listing.connectorRequired'), yesNo(listing.connector_required)],
    [t('listing.freeTrial'), yesNo(listing.has_trials)],
  ];
  const shown = rows.filter((r): r is [string, string] => r[1] !== null);
  const description = text(listing.pricing_description);
  const url = text(listing.pricing_url);
  if (shown.length === 0 && !description && !url) return null;
  return (
    <Section title={t('listing.pricing')}>
      {description && <p className="listing-section__text">{description}</p>}
      {shown.length > 0 && (
        <dl className="listing-facts">
          {shown.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {url && (
        <p>
          <ExternalLink url={url}>{t('listing.pricingLink')}</ExternalLink>
        </p>
      )}
    </Section>
  );
}

/** What the provider's reviewers set on the listing (spec 3 §2.3): the beta release and the security trust badge. */
function Badges({ listing }: { listing: PublishedListing }) {
  if (listing.beta !== true && listing.security_badge !== true) return null;
  return (
    <ul className="badge-row listing-page__badges" aria-label={t('listing.badges')}>
      {listing.beta === true && <li className="badge badge--warning">{t('listing.beta')}</li>}
      {listing.security_badge === true && <li className="badge badge--success">{t('listing.securityBadge')}</li>}
    </ul>
  );
}

/** The product tools the app works with (the editor's Tools tab), by the reference lists' titles; unknown ids left out. */
function Tools({ listing }: { listing: PublishedListing }) {
  const tools = useReferenceQuery().data?.product_tools;
  const named = [...new Set(texts(listing.product_tool_ids))]
    .map((id) => ({ id, title: toolName(id, tools) }))
    .filter((tool): tool is { id: string; title: string } => tool.title !== null);
  if (named.length === 0) return null;
  return (
    <Section title={t('listing.tools')}>
      <ul className="listing-page__list">
        {named.map((tool) => (
          <li key={tool.id}>{tool.title}</li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * Regions and countries by the reference lists' names (public, signed out too); no region the lists do not name.
 * Available everywhere (every region and country chosen), the countries are "All countries" rather than some fifty names.
 */
function Availability({ listing }: { listing: PublishedListing }) {
  const places = useReferenceQuery().data;
  const everywhere = availableEverywhere(texts(listing.region_ids), texts(listing.country_ids), places);
  const regions = texts(listing.region_ids)
    .map((id) => regionName(id, places))
    .filter((name): name is string => name !== null);
  const countries = everywhere
    ? [t('listing.allCountries')]
    : texts(listing.country_ids).map((id) => countryName(id, t('listing.unknownCountry'), places));
  if (regions.length === 0 && countries.length === 0) return null;
  return (
    <Section title={t('listing.availability')}>
      <dl className="listing-facts listing-facts--stacked">
        {regions.length > 0 && (
          <div>
            <dt>{t('listing.regions')}</dt>
            <dd>{regions.join(', ')}</dd>
          </div>
        )}
        {countries.length > 0 && (
          <div>
            <dt>{t('listing.countries')}</dt>
            <dd>{countries.join(', ')}</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}

function Support({ listing }: { listing: PublishedListing }) {
  const email = text(listing.support_email);
  const website = listing.website_link;
  const websiteUrl = text(website?.url);
  if (!email && !websiteUrl) return null;
  return (
    <Section title={t('listing.support')}>
      <dl className="listing-facts listing-facts--stacked">
        {email && (
          <div>
            <dt>{t('listing.supportEmail')}</dt>
            <dd>
              <a href={`mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`}>{email}</a>
            </dd>
          </div>
        )}
        {websiteUrl && (
          <div>
            <dt>{t('listing.website')}</dt>
            <dd>
              <ExternalLink url={websiteUrl}>{text(website?.label) || websiteUrl}</ExternalLink>
            </dd>
          </div>
        )}
      </dl>
    </Section>
  );
}

/** The listing's contact choice (spec 3 §4): create lead (a request for information), contact us or learn how. */
function Contact({ listing, preview }: { listing: PublishedListing; preview: boolean }) {
  const email = text(listing.contact_us_email);
  const learnHow = safeHref(text(listing.learn_how_url));
  if (listing.create_lead === true) {
    return (
      <Section title={t('listing.contact')}>
        <LeadRequest appId={listing.id} name={listing.public_name} preview={preview} />
      </Section>
    );
  }
  if (!email && !learnHow) return null;
  return (
    <Section title={t('listing.contact')}>
      <p className="listing-page__contact">
        {email && (
          <a className={buttonClass()} href={`mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`}>
            {t('listing.contactUs')}
          </a>
        )}
        {learnHow && (
          <a className={buttonClass()} href={learnHow} target="_blank" rel="noopener noreferrer">
            {t('listing.learnHow')} <ExternalIcon />
            <span className="visually-hidden"> {t('listing.opensInNewTab')}</span>
          </a>
        )}
      </p>
    </Section>
  );
}
