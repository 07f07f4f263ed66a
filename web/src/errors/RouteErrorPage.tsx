import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { BundleLoadMessage, CrashMessage } from './ErrorMessages';
import { logAndReport } from './errorReporting';
import { isModuleLoadError } from './moduleLoad';

/** Router error element: a lazy-module failure, a 404, or a crash. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const [reported, setReported] = useState(false);

  useEffect(() => {
    if (notFound) return;
    let current = true;
    void logAndReport(error, isModuleLoadError(error) ? 'Lazy module failed to load' : 'Route crashed', 'route_error').then((sent) => {
      if (current) setReported(sent);
    });
    return () => {
      current = false;
    };
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return <div className="page page--narrow">{isModuleLoadError(error) ? <BundleLoadMessage /> : <CrashMessage reported={reported} />}</div>;
}
