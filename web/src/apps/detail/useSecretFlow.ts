import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIdempotencyKey } from '../../api/idempotencyKey';

export interface SecretResult {
  clientId: string;
  secret: string;
}

/**
 * The client-secret flow shared by production and sandbox credentials: reset (confirm dialog when
 * needed), rotate, and the one-time secret dialog.
 */
export function useSecretFlow(options: {
  reset(confirm: boolean, idempotencyKey: string): Promise<SecretResult>;
  rotate?(hours: number, idempotencyKey: string): Promise<SecretResult>;
  invalidate: readonly (readonly unknown[])[];
}) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<SecretResult | null>(null);
  const [dialog, setDialog] = useState<'confirm' | 'rotate' | null>(null);
  const done = async (result: SecretResult) => {
    setDialog(null);
    setShown(result);
    await Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  // A reset or rotation sent again after a lost answer keeps its key: the server issues its secret again, where a
  // new one would be refused ("confirm", "already running") and the secret in the lost answer was the only copy.
  const keys = useIdempotencyKey();
  const reset = useMutation({
    mutationFn: (confirm: boolean) => keys.send(`reset\n${confirm}`, (key) => options.reset(confirm, key)),
    onSuccess: done,
  });
  const rotate = useMutation({
    mutationFn: (hours: number) => {
      const start = options.rotate;
      return start ? keys.send(`rotate\n${hours}`, (key) => start(hours, key)) : Promise.reject(new Error('Rotation is not available'));
    },
    onSuccess: done,
  });
  return { shown, setShown, dialog, setDialog, reset, rotate };
}
