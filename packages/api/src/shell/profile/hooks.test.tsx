import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, expect, it, vi } from 'vitest';
import type { Profile } from './schemas';
import { useProfile } from './hooks';

const fetchProfile = vi.hoisted(() => vi.fn());
vi.mock('./client', async (original) => ({ ...(await original<object>()), fetchProfile }));

// Lets act() flush effects without warnings outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);

afterEach(() => {
  act(() => root.render(null));
  fetchProfile.mockReset();
});

function Reader({ name }: { name: string }) {
  const { data } = useProfile();
  return <p>{data ? `${name} read` : `${name} waits`}</p>;
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

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
  act(() => root.render(page(['shell'])));
  await settled();
  expect(host.textContent).toBe('shell read');

  act(() => root.render(page(['shell', 'page'])));
  await settled();

  expect(host.textContent).toBe('shell readpage read');
  expect(fetchProfile).toHaveBeenCalledTimes(1);
});
