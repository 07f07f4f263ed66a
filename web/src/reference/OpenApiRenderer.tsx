import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import { REFERENCE_LAYOUT, referenceLayoutPlugin } from './ReferenceLayout';

const PLUGINS = [referenceLayoutPlugin];

/**
 * A resource group's OpenAPI document rendered by Swagger UI (a maintained renderer), loaded only
 * with a group page. "Try it out" only with a sandbox token: the calls then go to the sandbox
 * servers on the portal's own origin (connect-src 'self'), the token added to each. Its own layout
 * keeps the operations out of a second `<main>` (see ReferenceLayout.tsx).
 */
export default function OpenApiRenderer({ spec, token }: { spec: Record<string, unknown>; token: string | null }) {
  return (
    <div className="openapi-renderer">
      <SwaggerUI
        spec={spec}
        plugins={PLUGINS}
        layout={REFERENCE_LAYOUT}
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
