import { act, lazy } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageOutlet } from './PageOutlet';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  ({ host, root } = mountRoot());
  // React reports caught render errors to the console; the boundary logs them too.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unmountRoot(host, root);
  vi.restoreAllMocks();
});

function Crashing(): never {
  throw new Error('Cannot read the transactions');
}

const MissingChunk = lazy(() =>
  Promise.reject(new Error('Failed to fetch dynamically imported module')),
);

function renderAt(path: string) {
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PageOutlet scope="page" />}>
            <Route path="/crash" element={<Crashing />} />
            <Route path="/missing" element={<MissingChunk />} />
            <Route path="/fine" element={<p>Fine page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    ),
  );
}

/** What the console was told, as text. */
const logged = () =>
  vi
    .mocked(console.error)
    .mock.calls.flat()
    .map((part) => (part instanceof Error ? part.message : String(part)))
    .join('\n');

describe('PageOutlet', () => {
  it("shows the error state with retry when a page crashes, in the catalogue's words", () => {
    renderAt('/crash');
    const alert = host.querySelector('[role="alert"]')?.textContent;
    expect(alert).toContain('Unexpected Error!');
    // The crash's own text is for developers: the console has it, the page does not.
    expect(alert).not.toContain('Cannot read the transactions');
    expect(logged()).toContain('Cannot read the transactions');
    expect([...host.querySelectorAll('button')].map((button) => button.textContent)).toContain(
      'Try again',
    );
  });

  it('shows the error state when a page chunk fails to load', async () => {
    renderAt('/missing');
    await vi.waitFor(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toContain('Unexpected Error!'),
    );
    expect(host.querySelector('[role="alert"]')?.textContent).not.toContain('dynamically imported');
    expect(logged()).toContain('dynamically imported');
  });

  it('renders the page when nothing fails', () => {
    renderAt('/fine');
    expect(host.textContent).toContain('Fine page');
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });
});
