import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { SessionChannel, SessionMessage } from './sessionChannel';
import { useIdleTimeout } from './useIdleTimeout';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MINUTE = 60_000;
const TIMEOUT = 15 * MINUTE;
const WARNING = MINUTE;

/** Two ends of one session's channel: this tab's, and the other tab's the test plays. */
function channelPair(): [SessionChannel, SessionChannel] {
  type Listener = (message: SessionMessage) => void;
  const ends = [new Set<Listener>(), new Set<Listener>()] as const;
  const end = (own: Set<Listener>, other: Set<Listener>): SessionChannel => ({
    post: (message) => other.forEach((listener) => listener(message)),
    subscribe: (listener) => {
      own.add(listener);
      return () => own.delete(listener);
    },
  });
  return [end(ends[0], ends[1]), end(ends[1], ends[0])];
}

let host: HTMLDivElement;
let root: Root;
let onTimeout: Mock<() => void>;
let thisTab: SessionChannel;
let otherTab: SessionChannel;
/** Whether a money call is waiting for its answer. */
let moneyInFlight = false;
const busy = () => moneyInFlight;

function Probe() {
  const { secondsLeft, staySignedIn } = useIdleTimeout({
    timeoutMs: TIMEOUT,
    warningMs: WARNING,
    channel: thisTab,
    onTimeout,
    busy,
  });
  return (
    <>
      <output>{secondsLeft === null ? 'no warning' : `${secondsLeft} s left`}</output>
      <button type="button" onClick={staySignedIn}>
        Stay signed in
      </button>
    </>
  );
}

const shown = () => host.querySelector('output')?.textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const input = (type: string) => act(() => window.dispatchEvent(new Event(type)));

beforeEach(() => {
  moneyInFlight = false;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  [thisTab, otherTab] = channelPair();
  onTimeout = vi.fn<() => void>();
  ({ host, root } = mountRoot());
  act(() => root.render(<Probe />));
});

afterEach(() => {
  unmountRoot(host, root);
  vi.useRealTimers();
});

describe('useIdleTimeout', () => {
  it('warns one minute before the timeout, counts down, and ends the session once', () => {
    advance(TIMEOUT - WARNING - 1);
    expect(shown()).toBe('no warning');
    advance(1);
    expect(shown()).toBe('60 s left');
    advance(30_000);
    expect(shown()).toBe('30 s left');
    advance(29_999);
    expect(onTimeout).not.toHaveBeenCalled();
    advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    advance(10 * MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('waits while a money call waits for its answer, then gives a full period', () => {
    moneyInFlight = true;
    advance(TIMEOUT);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(shown()).toBe('no warning');
    moneyInFlight = false;
    advance(TIMEOUT - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('counts time from the last input', () => {
    advance(10 * MINUTE);
    input('keydown');
    advance(TIMEOUT - WARNING - 1);
    expect(shown()).toBe('no warning');
    advance(1);
    expect(shown()).toBe('60 s left');
  });

  it('keeps the warning through stray input; only Stay signed in dismisses it', () => {
    advance(TIMEOUT - WARNING);
    input('pointermove');
    input('keydown');
    expect(shown()).toBe('60 s left');

    act(() => host.querySelector('button')?.click());
    expect(shown()).toBe('no warning');
    advance(TIMEOUT - WARNING - 1);
    expect(shown()).toBe('no warning');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('tells the other tabs of the session about activity, at most once a second', () => {
    const heard: SessionMessage[] = [];
    otherTab.subscribe((message) => heard.push(message));
    advance(1000);
    input('pointermove');
    input('pointermove');
    advance(500);
    input('keydown');
    expect(heard).toHaveLength(1);
    advance(500);
    input('wheel');
    // The warning's button always speaks, so the other tabs close their warnings at once.
    act(() => host.querySelector('button')?.click());
    const start = Date.now() - 2000;
    expect(heard).toEqual([
      { type: 'activity', at: start + 1000 },
      { type: 'activity', at: start + 2000 },
      { type: 'activity', at: start + 2000 },
    ]);
  });

  it('stays signed in while another tab of the session is in use', () => {
    advance(TIMEOUT - WARNING);
    expect(shown()).toBe('60 s left');
    act(() => otherTab.post({ type: 'activity', at: Date.now() }));
    expect(shown()).toBe('no warning');
    advance(TIMEOUT - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    advance(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('ends at once, without a warning, when the tab comes back after the deadline', () => {
    act(() => vi.setSystemTime(Date.now() + TIMEOUT + MINUTE));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
