import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewQueueChanged } from '../../admin/apps/reviewQueueChanged';
import { fetchAppVersion, manifestQueryKeys, type AppVersionSummary } from '../manifests/manifestsApi';
import { mayBeReviewedMeanwhile, reviewedMeanwhile, versionSnapshot, type Meanwhile } from './reviewMeanwhile';

// The version reads come from a read model: another reviewer's decision may reach it a moment after the write side
// refused this one, so the check looks again for a few seconds before it gives up on naming what happened.
const LOOKS = 8;
const LOOK_EVERY_MS = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a refused review move: what happened to the version meanwhile (null when nothing did, or not yet readable).
 * Either way the page's versions and the review queue are read again, so stale Approve/Reject buttons go.
 */
export function useVersionMeanwhile(version: AppVersionSummary) {
  const queryClient = useQueryClient();
  const [meanwhile, setMeanwhile] = useState<Meanwhile | null>(null);
  const [checking, setChecking] = useState(false);

  const explain = async (error: unknown) => {
    if (!mayBeReviewedMeanwhile(error)) return;
    setChecking(true);
    let found: Meanwhile | null = null;
    try {
      for (let look = 0; look < LOOKS && found === null; look++) {
        if (look > 0) await pause(LOOK_EVERY_MS);
        found = reviewedMeanwhile(versionSnapshot(version), versionSnapshot(await fetchAppVersion(version.id)));
      }
    } catch {
      // The read failed too: the refusal stays shown as it came.
    } finally {
      await Promise.all([queryClient.invalidateQueries({ queryKey: manifestQueryKeys.all }), reviewQueueChanged(queryClient)]);
      setMeanwhile(found);
      setChecking(false);
    }
  };

  return { meanwhile, checking, explain };
}
