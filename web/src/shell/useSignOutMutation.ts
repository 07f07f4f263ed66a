import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unwrap } from '../api/client';
import { clearSession } from '../identity/meQuery';
import { unsavedChanges } from '../ui';

/**
 * DELETE /api/v1/session, then forget the user and go to /sign_in (also when already signed out). With unsaved
 * changes on the page it asks first, before the session goes: asked only at the navigation after it, a "stay"
 * would keep a form whose session had already ended.
 */
export function useSignOutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/session')),
    onSettled: () => {
      clearSession(queryClient);
      void navigate('/sign_in', { replace: true });
    },
  });
  const signOut = () => {
    if (!unsavedChanges.confirmLeaving()) return;
    unsavedChanges.forget();
    mutation.mutate();
  };
  return { signOut, isPending: mutation.isPending };
}
