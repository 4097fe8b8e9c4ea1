import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, useFormDraft, type FormDraft } from './useFormDraft';
import { mountRoot, unmountRoot } from '@merchant/ui/testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FIELDS = ['firstName', 'bvn'] as const;
type Field = (typeof FIELDS)[number];

let host: HTMLDivElement;
let root: Root;
const rendered: { hook?: FormDraft<Field> } = {};

function Probe({ businessId }: { businessId: string }) {
  const hook = useFormDraft('personalInformation', businessId, FIELDS);
  useEffect(() => {
    rendered.hook = hook;
  });
  return null;
}

function mount(businessId: string) {
  act(() => root.render(<Probe businessId={businessId} />));
  if (!rendered.hook) throw new Error('the hook did not render');
  return rendered.hook;
}

beforeEach(() => {
  sessionStorage.clear();
  ({ host, root } = mountRoot());
});

afterEach(() => {
  unmountRoot(host, root);
  sessionStorage.clear();
});

describe('useFormDraft', () => {
  it('keeps text per business and form, and gives it back on the next visit', () => {
    mount('10232').keep({ firstName: 'Ada', bvn: '221' });
    expect(
      JSON.parse(sessionStorage.getItem(draftKey('10232', 'personalInformation')) ?? ''),
    ).toEqual({ firstName: 'Ada', bvn: '221' });

    act(() => root.unmount());
    root = createRoot(host);
    expect(mount('10232').draft).toEqual({ firstName: 'Ada', bvn: '221' });
  });

  it('does not show one business the draft of another', () => {
    mount('10232').keep({ firstName: 'Ada' });
    act(() => root.unmount());
    root = createRoot(host);
    expect(mount('10231').draft).toBeUndefined();
  });

  it('forgets the draft when cleared or when nothing is left to keep', () => {
    const key = draftKey('10232', 'personalInformation');
    const form = mount('10232');
    form.keep({ firstName: 'Ada' });
    form.clear();
    expect(sessionStorage.getItem(key)).toBeNull();
    form.keep({ firstName: 'Ada' });
    form.keep(null);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('keeps nothing before the business is known', () => {
    mount('').keep({ firstName: 'Ada' });
    expect(sessionStorage.length).toBe(0);
  });
});

describe('readDraft', () => {
  it('keeps only string values of the named fields', () => {
    sessionStorage.setItem('k', JSON.stringify({ firstName: 'Ada', bvn: 221, photo: 'x' }));
    expect(readDraft('k', FIELDS)).toEqual({ firstName: 'Ada' });
  });

  it('ignores a damaged entry', () => {
    sessionStorage.setItem('k', '{not json');
    expect(readDraft('k', FIELDS)).toBeUndefined();
  });
});
