/** Why a session ended; an idle sign-out brings the merchant back to their page after sign-in. */
export type SignOutReason = 'user' | 'idle';

/**
 * What the tabs of one session tell each other. 'context-switched': the business or the
 * environment changed on the server, where every tab's money goes.
 */
export type SessionMessage =
  | { type: 'activity'; at: number }
  | { type: 'signed-out'; reason: SignOutReason }
  | { type: 'context-switched' };

/**
 * The tabs of one session: activity, sign-outs and switches, sent to the others, heard from the
 * others.
 */
export interface SessionChannel {
  post: (message: SessionMessage) => void;
  subscribe: (listener: (message: SessionMessage) => void) => () => void;
}

const CHANNEL_NAME = 'merchant-dashboard:session';
const TAG_KEY = 'sessionTag';

/**
 * A random name for this tab's session, kept in session storage beside the token. A tab opened
 * from this one (window.open) copies session storage, token and tag alike, so it belongs to the
 * same session; a tab signed in on its own gets its own tag and is left alone. The token itself
 * never goes on the channel. The document keeps its tag even once storage is cleared ('Please
 * login again' clears it before the sign-out is announced); every sign-out reloads the page.
 */
let documentTag: string | undefined;

export function sessionTag(): string {
  documentTag ??= sessionStorage.getItem(TAG_KEY) ?? crypto.randomUUID();
  sessionStorage.setItem(TAG_KEY, documentTag);
  return documentTag;
}

// One BroadcastChannel per document: a channel never hears its own messages, so the tab does
// not answer itself. It lives as long as the page.
let broadcast: BroadcastChannel | undefined;
const documentChannel = () => (broadcast ??= new BroadcastChannel(CHANNEL_NAME));

/** The session's channel: the other tabs of the same origin, filtered to this session's tag. */
export function sessionChannel(tag: string): SessionChannel {
  return {
    post: (message) => documentChannel().postMessage({ tag, message }),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent<{ tag?: string; message?: SessionMessage }>) => {
        if (event.data.tag === tag && event.data.message) listener(event.data.message);
      };
      documentChannel().addEventListener('message', onMessage);
      return () => documentChannel().removeEventListener('message', onMessage);
    },
  };
}
