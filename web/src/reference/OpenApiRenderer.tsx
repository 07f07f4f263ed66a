import { useEffect, useRef } from 'react';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';

/**
 * A resource group's OpenAPI document rendered by Swagger UI (a maintained renderer), loaded only
 * with a group page. "Try it out" only with a sandbox token: the calls then go to the sandbox
 * servers on the portal's own origin (connect-src 'self'), the token added to each.
 */
export default function OpenApiRenderer({ spec, token }: { spec: Record<string, unknown>; token: string | null }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => demoteMainLandmarks(container.current), []);
  return (
    <div className="openapi-renderer" ref={container}>
      <SwaggerUI
        spec={spec}
        supportedSubmitMethods={token ? ['get', 'post', 'put', 'patch', 'delete'] : []}
        requestInterceptor={(request) => {
          // Swagger UI hands a plain request object (its typings say the DOM Request): headers is a record.
          if (token) (request as unknown as { headers: Record<string, string> }).headers.Authorization = `Bearer ${token}`;
          return request;
        }}
        docExpansion="list"
        defaultModelsExpandDepth={0}
        deepLinking={false}
      />
    </div>
  );
}

/**
 * Swagger UI renders its operations (and schemas) in a `<main>` of its own, inside the page's: a second main
 * landmark. They become named regions as Swagger UI (re)renders them.
 */
function demoteMainLandmarks(root: HTMLElement | null): (() => void) | undefined {
  if (!root) return undefined;
  const demote = () =>
    root.querySelectorAll('main:not([role])').forEach((main) => {
      main.setAttribute('role', 'region');
      if (!main.hasAttribute('aria-label')) main.setAttribute('aria-label', 'Operations');
    });
  demote();
  const observer = new MutationObserver(demote);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
