import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { snackbar } from '@sfi/ui';
import { message, sortMakes, type Make, type MakeUpdate } from '@sfi/domain';
import { isAbortError, type ApiError } from '@sfi/api-client';
import { makesKey, useApiClient } from '@sfi/api-client/react';

/**
 * The make calls the screen makes, with the screen's rules: the list is updated from the
 * server's answer, success is announced, and any failed call shows the spec's message
 * (doc 1 §8). A failure is rethrown so the form that asked keeps what the user typed.
 */
export function useMakeActions() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();

  const run = useCallback(
    async <T>(
      call: () => Promise<T>,
      update: (makes: Make[], result: T) => Make[],
      success: (result: T) => string,
    ) => {
      try {
        const result = await call();
        await mutate<Make[]>(makesKey, (makes = []) => sortMakes(update(makes, result)), {
          revalidate: false,
        });
        snackbar.show({ message: success(result), tone: 'success' });
        return result;
      } catch (error) {
        if (isAbortError(error)) return undefined;
        snackbar.show({ message: message('error.ourEnd'), tone: 'error' });
        throw error as ApiError;
      }
    },
    [mutate],
  );

  return {
    create: (name: string) =>
      run(
        () => api.makes.create({ name }),
        (makes, created) => [...makes, created],
        (created) => message('makes.added', { name: created.name }),
      ),
    /** Saves a whole make; `success` words the notice from the saved make. */
    save: (id: string, make: MakeUpdate, success: (saved: Make) => string) =>
      run(
        () => api.makes.update(id, make),
        (makes, saved) => makes.map((each) => (each.id === saved.id ? saved : each)),
        success,
      ),
    remove: (make: Make) =>
      run(
        () => api.makes.remove(make.id),
        (makes) => makes.filter((each) => each.id !== make.id),
        () => message('makes.deleted', { name: make.name }),
      ),
  };
}

export type MakeActions = ReturnType<typeof useMakeActions>;
