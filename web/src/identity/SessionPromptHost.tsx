import { useSyncExternalStore } from 'react';
import { sessionPrompt } from '../api/sessionResume';
import { LazyBoundary, lazyNamed } from '../ui';

// Loads when a session ends under a page: most visits never show it, and the page frame is part of every first load.
const SessionEndedDialog = lazyNamed(
  () => import('./SessionEndedDialog'),
  (m) => m.SessionEndedDialog,
);

/** Listens for calls refused for the session while someone is signed in, and asks them to sign in again. */
export function SessionPromptHost() {
  const prompt = useSyncExternalStore(sessionPrompt.subscribe, sessionPrompt.current);
  if (!prompt) return null;
  return (
    <LazyBoundary>
      <SessionEndedDialog prompt={prompt} />
    </LazyBoundary>
  );
}
