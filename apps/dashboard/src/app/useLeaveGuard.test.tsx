import { act } from 'react';
import type { Root } from 'react-dom/client';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setAccessToken } from '@merchant/api';
import { ThemeProvider } from '@merchant/ui';
import { offerUpdate, offeredReload } from '../serviceWorker/updateOffer';
import { LEAVE_GUARD_TEXT, useLeaveGuard } from './useLeaveGuard';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

function FormPage({ dirty }: { dirty: boolean }) {
  const navigate = useNavigate();
  const { guard, dialog } = useLeaveGuard(dirty);
  return (
    <main>
      <h1>Form</h1>
      <Link to="/checklist">Back to onboarding checklist</Link>
      <button type="button" onClick={() => guard(() => void navigate('/checklist'))}>
        Back
      </button>
      {dialog}
    </main>
  );
}

function render(dirty: boolean) {
  act(() =>
    root.render(
      <ThemeProvider>
        <MemoryRouter initialEntries={['/form']}>
          <Routes>
            <Route path="/form" element={<FormPage dirty={dirty} />} />
            <Route path="/checklist" element={<h1>Checklist</h1>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    ),
  );
}

const heading = () => host.querySelector('h1')?.textContent;
const byText = (tag: string, text: string) =>
  [...document.querySelectorAll<HTMLElement>(tag)].find((node) => node.textContent === text);
function click(tag: string, text: string) {
  const node = byText(tag, text);
  if (!node) throw new Error(`no ${tag} '${text}'`);
  act(() => node.click());
}

beforeEach(() => {
  setAccessToken('journey-token');
  ({ host, root } = mountRoot());
});

afterEach(() => {
  unmountRoot(host, root);
  clearSession();
});

describe('useLeaveGuard', () => {
  it('lets a clean form go at once', () => {
    render(false);
    click('a', 'Back to onboarding checklist');
    expect(heading()).toBe('Checklist');
  });

  it('asks before an in-app link leaves unsaved changes, and stays on Stay', () => {
    render(true);
    click('a', 'Back to onboarding checklist');
    expect(heading()).toBe('Form');
    expect(document.body.textContent).toContain(LEAVE_GUARD_TEXT.title);

    click('button', LEAVE_GUARD_TEXT.cancel);
    expect(heading()).toBe('Form');
    expect(document.body.textContent).not.toContain(LEAVE_GUARD_TEXT.title);
  });

  it('follows the link once the user confirms', () => {
    render(true);
    click('a', 'Back to onboarding checklist');
    click('button', LEAVE_GUARD_TEXT.confirm);
    expect(heading()).toBe('Checklist');
  });

  it('holds a guarded button until confirmed', () => {
    render(true);
    click('button', 'Back');
    expect(heading()).toBe('Form');
    click('button', LEAVE_GUARD_TEXT.confirm);
    expect(heading()).toBe('Checklist');
  });

  it('asks the browser before unloading while dirty, and not when clean', () => {
    render(true);
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    render(false);
    const cleanUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanUnload);
    expect(cleanUnload.defaultPrevented).toBe(false);
  });

  it('holds the offer of a new version while dirty, and lets it come once saved or left', () => {
    offerUpdate(vi.fn());
    render(true);
    expect(offeredReload()).toBeUndefined();
    render(false);
    expect(offeredReload()).toBeDefined();
    render(true);
    expect(offeredReload()).toBeUndefined();
    act(() => root.render(null));
    expect(offeredReload()).toBeDefined();
  });

  it('never holds up a sign-out, which clears the session before it leaves', () => {
    render(true);
    clearSession();
    const signOut = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(signOut);
    expect(signOut.defaultPrevented).toBe(false);
  });
});
