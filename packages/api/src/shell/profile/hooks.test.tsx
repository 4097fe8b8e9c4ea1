import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import type { Profile } from './schemas';
import { useProfile } from './hooks';

const fetchProfile = vi.hoisted(() => vi.fn());
vi.mock('./client', async (original) => ({ ...(await original<object>()), fetchProfile }));

// The reads answer in tasks of their own, which the test waits for as a page would, not in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);

afterEach(() => {
  flushSync(() => root.render(null));
  fetchProfile.mockReset();
});

function Reader({ name }: { name: string }) {
  const { data } = useProfile();
  return <p>{data ? `${name} read` : `${name} waits`}</p>;
}

const shows = (text: string) => vi.waitFor(() => expect(host.textContent).toBe(text));

it('reads /me once per page load: a reader mounted later shows the cached profile', async () => {
  fetchProfile.mockResolvedValue({} as Profile);
  // No deduping window: without the rule, the later reader would read /me again at once.
  const page = (readers: string[]) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      {readers.map((name) => (
        <Reader key={name} name={name} />
      ))}
    </SWRConfig>
  );
  const cache = new Map();
  root.render(page(['shell']));
  await shows('shell read');

  root.render(page(['shell', 'page']));
  await shows('shell readpage read');
  // Time enough for a second read to leave, had the later reader sent one.
  await new Promise((resolve) => setTimeout(resolve, 200));

  expect(fetchProfile).toHaveBeenCalledTimes(1);
});
