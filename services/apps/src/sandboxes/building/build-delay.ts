import type { AppsConfig } from '../../core/apps.config';

/**
 * How long a build waits in the queue: SANDBOX_BUILD_SECONDS, or, outside production, longer for
 * an app named with the slow marker. A normal build (5 s locally) is over before a loaded machine
 * can show its pending card next to a queue deep enough to be "really popular right now"; slow
 * builds keep both for half a minute, so the busy notice can be tested without a global setting.
 */
export const buildDelaySeconds = (sandbox: AppsConfig['sandbox'], appName: string): number =>
  sandbox.slowMarker && appName.includes(sandbox.slowMarker)
    ? Math.max(sandbox.slowBuildSeconds, sandbox.buildSeconds)
    : sandbox.buildSeconds;
