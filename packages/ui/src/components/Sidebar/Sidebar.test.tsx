import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../Link';
import { Sidebar } from './Sidebar';
import { specMenu } from './Sidebar.fixtures';
import { mountRoot, unmountRoot } from '../../testing/reactRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
const linkRendered = vi.fn();
const linkRenders = () => linkRendered.mock.calls.length;

function CountingLink({ href, children, ...rest }: LinkComponentProps) {
  linkRendered();
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

beforeEach(() => {
  ({ host, root } = mountRoot());
  linkRendered.mockClear();
});

afterEach(() => {
  unmountRoot(host, root);
});

function renderSidebar(currency: string, activeHref = '/dashboard') {
  act(() =>
    root.render(
      <LinkProvider linkComponent={CountingLink}>
        <Sidebar
          groups={specMenu}
          activeHref={activeHref}
          currencySelect={<span>{currency}</span>}
        />
      </LinkProvider>,
    ),
  );
}

const linkCount = specMenu.reduce((count, group) => count + group.items.length, 0);

it('leaves the links alone when only a slot changes (data arriving in the shell)', () => {
  renderSidebar('NGN');
  expect(linkRenders()).toBe(linkCount);
  renderSidebar('USD');
  expect(host.textContent).toContain('USD');
  expect(linkRenders()).toBe(linkCount);
});

it('redraws the links when the page changes', () => {
  renderSidebar('NGN');
  renderSidebar('NGN', '/dashboard/business/transactions');
  expect(linkRenders()).toBe(2 * linkCount);
  expect(host.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe(
    '/dashboard/business/transactions',
  );
});
