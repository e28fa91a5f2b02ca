import { Alert, Button } from '@sfi/ui';
import { message } from '@sfi/domain';
import { failureMessage } from '@sfi/api-client';

export interface LoadFailureProps {
  /** What could not be loaded: "The quotes could not be loaded." */
  title: string;
  /** The failure: the server's words for a refusal, the problem on our end otherwise (doc 1 §8). */
  error: unknown;
  /** A new try is under way. */
  retrying: boolean;
  onRetry: () => void;
}

/** A read that failed: what, why, and Try again. */
export function LoadFailure({ title, error, retrying, onRetry }: LoadFailureProps) {
  return (
    <Alert
      tone="critical"
      title={title}
      action={
        <Button isPending={retrying} onPress={onRetry}>
          {message('action.retry')}
        </Button>
      }
    >
      {failureMessage(error, 'error.ourEnd')}
    </Alert>
  );
}
