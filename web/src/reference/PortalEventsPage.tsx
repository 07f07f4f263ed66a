import { Fragment, type ReactNode } from 'react';
import { ErrorBanner, Spinner } from '../ui';
import { CodeBlock } from './CodeBlock';
import { usePortalEventsQuery, type PortalEventMessage } from './portalEventsApi';

export const PORTAL_EVENTS_PATH = 'portal_events';
const ASYNCAPI_DOWNLOAD = '/api/v1/portal_events/asyncapi.json';

/** An anchor for a message type (`com.platform.portal.manifest_review.approved.v1` → `manifest_review-approved-v1`). */
const messageAnchor = (type: string): string => type.replace(/^com\.platform\.portal\./, '').replace(/\./g, '-');

/**
 * The events other platform services consume from the portal (contracts/asyncapi.yaml): for the platform
 * teams building on them, so it is shown to provider employees and admins only.
 */
export function PortalEventsPage() {
  const catalog = usePortalEventsQuery();
  if (catalog.isError) return <ErrorBanner title={null} messages={['The portal events could not be loaded.']} retry={catalog} />;
  if (!catalog.data) return <Spinner label="Loading the portal events…" />;
  const { channels } = catalog.data;
  return (
    <>
      <p className="prose__eyebrow">Platform services</p>
      <h1 id="portal-events">Portal events</h1>
      <p className="badge-row">
        <span className="badge badge--info">Internal</span>
        <span className="muted">Shown to provider employees and admins only.</span>
      </p>
      <p className="prose__lead">
        Other platform services learn what happens in the portal from these Kafka topics: manifest reviews and Marketplace installs.
      </p>
      <p>
        <a href={ASYNCAPI_DOWNLOAD} download>
          Download the AsyncAPI document
        </a>{' '}
        <span className="muted">(AsyncAPI 3.0, JSON, every schema inlined: for code generators and AsyncAPI tools)</span>
      </p>
      <ul>
        <li>
          Each message is a CloudEvents 1.0 structured JSON message (<code>application/cloudevents+json</code>): <code>type</code> says what
          happened, <code>data</code> carries the facts, <code>dataschema</code> names the JSON Schema it follows.
        </li>
        <li>
          Read with a consumer group of your own. Delivery is at least once: deduplicate on <code>id</code> (a message may arrive twice,
          never with another id).
        </li>
        <li>The message key is the app id, so one partition holds an app&apos;s messages and they arrive in the order they happened.</li>
        <li>
          The topics exist from the portal&apos;s first start and keep messages for 30 days: start a new group at the earliest offset, and
          replay by resetting your group&apos;s offsets.
        </li>
        <li>
          Each message carries the W3C <code>traceparent</code> header of the request that caused it, so your work joins the same trace.
        </li>
        <li>
          A type never changes incompatibly: new fields may appear in <code>data</code> and new types on a topic (ignore what you do not
          know); anything else is published as a new type ending in the next version (<code>.v2</code>), beside the old one for at least 90
          days, announced in the API changelog.
        </li>
      </ul>
      {channels.map((channel) => (
        <section key={channel.id} aria-labelledby={`topic-${channel.id}`}>
          <h2 id={`topic-${channel.id}`}>{channel.title}</h2>
          <p>{channel.description}</p>
          <Facts
            facts={[
              ['Topic', <code key="topic">{channel.topic}</code>],
              ['Key', channel.key],
              ['Partitions', channel.partitions],
            ]}
          />
          {channel.messages.map((message) => (
            <EventMessage key={message.type} message={message} />
          ))}
        </section>
      ))}
    </>
  );
}

/** A topic's or message's facts, label beside value. */
function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="portal-events__facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function EventMessage({ message }: { message: PortalEventMessage }) {
  const anchor = messageAnchor(message.type);
  return (
    <section aria-labelledby={anchor} className="portal-events__message">
      <h3 id={anchor}>{message.title}</h3>
      <p>{message.summary}</p>
      <Facts
        facts={[
          ['Type', <code key="type">{message.type}</code>],
          ['Source', <code key="source">{message.source}</code>],
          ['Subject', message.subject],
          ['Schema', <code key="schema">{message.schema_url}</code>],
        ]}
      />
      <table className="table table--compact">
        <caption className="visually-hidden">Fields of data in {message.title}</caption>
        <thead>
          <tr>
            <th scope="col">Field of data</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {message.fields.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
                {!field.required && <span className="muted"> (optional)</span>}
              </td>
              <td>{field.type}</td>
              <td>
                {field.description}
                {field.values && (
                  <>
                    {' '}
                    One of{' '}
                    {field.values.map((value, i) => (
                      <span key={value}>
                        {i > 0 && ', '}
                        <code>{value}</code>
                      </span>
                    ))}
                    .
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CodeBlock label={`Example: ${message.title}`} code={JSON.stringify(message.example, null, 2)} />
    </section>
  );
}
