import { afterEach, describe, expect, it } from 'vitest';
import { sessionChannel, sessionTag, type SessionMessage } from './sessionChannel';

const CHANNEL_NAME = 'merchant-dashboard:session';

afterEach(() => sessionStorage.clear());

describe('sessionChannel', () => {
  it('hears the tabs of its own session only, and never the token', async () => {
    const heard: SessionMessage[] = [];
    const unsubscribe = sessionChannel('session-a').subscribe((message) => heard.push(message));
    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    otherTab.postMessage({ tag: 'session-b', message: { type: 'signed-out', reason: 'idle' } });
    otherTab.postMessage({ tag: 'session-a', message: { type: 'activity', at: 42 } });

    await expect.poll(() => heard).toEqual([{ type: 'activity', at: 42 }]);
    unsubscribe();
    otherTab.close();
  });

  it('sends what this tab posts to the other tabs, tagged with the session', async () => {
    const received: unknown[] = [];
    const otherTab = new BroadcastChannel(CHANNEL_NAME);
    otherTab.onmessage = (event) => received.push(event.data);

    sessionChannel('session-a').post({ type: 'signed-out', reason: 'user' });

    await expect
      .poll(() => received)
      .toEqual([{ tag: 'session-a', message: { type: 'signed-out', reason: 'user' } }]);
    otherTab.close();
  });

  it('keeps one tag per tab, in session storage, even once the storage is cleared', () => {
    const tag = sessionTag();
    expect(tag).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionStorage.getItem('sessionTag')).toBe(tag);
    sessionStorage.clear();
    expect(sessionTag()).toBe(tag);
  });
});
