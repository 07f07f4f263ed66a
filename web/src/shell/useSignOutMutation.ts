import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unwrap } from '../api/client';
import { clearSession } from '../identity/meQuery';

/** DELETE /api/v1/session, then forget the user and go to /sign_in (also when already signed out). */
export function useSignOutMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/session')),
    onSettled: () => {
      clearSession(queryClient);
      void navigate('/sign_in', { replace: true });
    },
  });
}
