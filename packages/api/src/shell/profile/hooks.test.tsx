import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useProfile } from './hooks';

// The reads answer in tasks of their own, which the test waits for as a page would, not in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** The least /me the profile's schema reads. */
const ME = {
  routeToGetStarted: false,
  subsidiaryDetails: { subsidiaries: [] },
  notifications: [],
  envronmentDetail: { name: 'Test' },
};

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);
let meReads = 0;

beforeEach(() => {
  meReads = 0;
  // The network itself, so the test holds whatever module graph the page has loaded already.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes('/subsidiary/dashboard/me')) meReads += 1;
    return new Response(JSON.stringify(ME), { headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  flushSync(() => root.render(null));
  vi.restoreAllMocks();
});

function Reader({ name }: { name: string }) {
  const { data } = useProfile();
  return <p>{data ? `${name} read` : `${name} waits`}</p>;
}

const shows = (text: string) => vi.waitFor(() => expect(host.textContent).toBe(text));

it('reads /me once per page load: a reader mounted later shows the cached profile', async () => {
  const cache = new Map();
  // No deduping window: without the rule, the later reader would read /me again at once.
  const page = (readers: string[]) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      {readers.map((name) => (
        <Reader key={name} name={name} />
      ))}
    </SWRConfig>
  );
  root.render(page(['shell']));
  await shows('shell read');

  root.render(page(['shell', 'page']));
  await shows('shell readpage read');
  // Time enough for a second read to leave, had the later reader sent one.
  await new Promise((resolve) => setTimeout(resolve, 200));

  expect(meReads).toBe(1);
});
