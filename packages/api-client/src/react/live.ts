import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { message, type QuoteRefreshEvent } from '@sfi/domain';
import { ApiError } from '../errors.ts';
import {
  emptyQuoteRoom,
  watchQuoteList,
  watchQuoteRoom,
  type QuoteRoomState,
  type QuoteRoomWatch,
} from '../quote-socket.ts';
import { canConnectLive } from '../socket-connection.ts';
import { useApiClient } from './context.tsx';
import { leaseQuoteKey } from './lease-quotes.ts';

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === 'lease-quotes';

export interface QuoteRoomOptions {
  /**
   * Called for each `quote:refresh` of the quote (someone changed it through the API; messages
   * arrive in `messages` instead): the editor decides whether to fetch it again. When left out, the
   * quote's SWR key (`leaseQuoteKey(id)`) is revalidated, and again after a reconnection that
   * missed events.
   */
  onRefresh?(event: QuoteRefreshEvent): void;
}

/** A quote's room as the hook keeps it (see `QuoteRoomState`), and sending a message. */
export interface QuoteRoom extends QuoteRoomState {
  /** Sends a message; rejects with an `ApiError` carrying the server's reason when it is refused. */
  send(text: string): Promise<void>;
}

/**
 * A quote's live room (spec doc 1 §7): joins it when mounted and when `quoteId` changes (nothing
 * while it is null or signed out), joins again after a reconnection, and leaves on unmount. Gives
 * who is working on the quote, the room's details, the messages, and `send`. Refresh events go to
 * `onRefresh`, or revalidate the quote's SWR key. Uses the API client's shared live socket.
 *
 * @example
 * const { workingUsers, messages, send } = useQuoteRoom(quoteId, { onRefresh: () => void reload() });
 */
export function useQuoteRoom(quoteId: string | null, options: QuoteRoomOptions = {}): QuoteRoom {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<QuoteRoomState>(emptyQuoteRoom);
  const onRefresh = useRef(options.onRefresh);
  useEffect(() => {
    onRefresh.current = options.onRefresh;
  });
  const watch = useRef<QuoteRoomWatch | null>(null);

  useEffect(() => {
    if (quoteId === null || !canConnectLive(api)) return;
    const revalidate = () => void mutate(leaseQuoteKey(quoteId));
    const watching = watchQuoteRoom(api, quoteId, {
      onChange: setState,
      onRefresh: (event) => (onRefresh.current ? onRefresh.current(event) : revalidate()),
      onResumed: () => {
        if (!onRefresh.current) revalidate();
      },
    });
    watch.current = watching;
    return () => {
      watching.close();
      if (watch.current === watching) watch.current = null;
      setState(emptyQuoteRoom);
    };
  }, [api, mutate, quoteId]);

  const send = useCallback(async (text: string) => {
    if (!watch.current) throw new ApiError(0, message('quote.live.unavailable'));
    await watch.current.send(text);
  }, []);

  return { ...state, send };
}

/**
 * Keeps the quote list up to date by itself: on every `quotes:changed` the list's pages
 * (`leaseQuotesKey`) are revalidated, at most every half second however many changes come, and
 * once after a reconnection that missed events. Gives whether the socket is connected. Nothing
 * happens while signed out. Uses the API client's shared live socket.
 */
export function useLiveQuoteList(): { connected: boolean } {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!canConnectLive(api)) return;
    const watching = watchQuoteList(api, {
      onRefresh: () => void mutate(isListKey),
      onConnected: setConnected,
    });
    return () => {
      watching.close();
      setConnected(false);
    };
  }, [api, mutate]);

  return { connected };
}
