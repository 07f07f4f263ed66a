import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';

/**
 * A resource group's OpenAPI document rendered by Swagger UI (a maintained renderer), loaded only
 * with a group page. "Try it out" is off: the documented servers are the platform's, which the
 * portal's pages may not call (connect-src 'self'), and the sandbox proxy is not wired in yet.
 */
export default function OpenApiRenderer({ spec }: { spec: Record<string, unknown> }) {
  return (
    <div className="openapi-renderer">
      <SwaggerUI spec={spec} supportedSubmitMethods={[]} docExpansion="list" defaultModelsExpandDepth={0} deepLinking={false} />
    </div>
  );
}
