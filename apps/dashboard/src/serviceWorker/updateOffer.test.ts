import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UpdateOffer from './updateOffer';

// The offer's state lives in its module: each test starts from a fresh copy.
let offer: typeof UpdateOffer;
beforeEach(async () => {
  vi.resetModules();
  offer = await import('./updateOffer');
});

describe('the update offer', () => {
  it('is made once a new version waits, and reloads only when called', () => {
    const switchVersion = vi.fn();
    expect(offer.offeredReload()).toBeUndefined();
    offer.offerUpdate(switchVersion);
    expect(offer.offeredReload()).toBe(switchVersion);
    expect(switchVersion).not.toHaveBeenCalled();
  });

  it('waits while a form has unsaved changes, and comes once it is saved or left', () => {
    const release = offer.holdUpdateOffer();
    offer.offerUpdate(vi.fn());
    expect(offer.offeredReload()).toBeUndefined();
    release();
    expect(offer.offeredReload()).toBeDefined();
  });

  it('hides again when a form becomes unsaved while it shows', () => {
    offer.offerUpdate(vi.fn());
    const release = offer.holdUpdateOffer();
    expect(offer.offeredReload()).toBeUndefined();
    release();
    expect(offer.offeredReload()).toBeDefined();
  });

  it('waits for every unsaved form, and counts a release once', () => {
    offer.offerUpdate(vi.fn());
    const first = offer.holdUpdateOffer();
    const second = offer.holdUpdateOffer();
    first();
    first();
    expect(offer.offeredReload()).toBeUndefined();
    second();
    expect(offer.offeredReload()).toBeDefined();
  });

  it('goes on "Later" until a version is offered again', () => {
    offer.offerUpdate(vi.fn());
    offer.declineUpdate();
    expect(offer.offeredReload()).toBeUndefined();
    offer.offerUpdate(vi.fn());
    expect(offer.offeredReload()).toBeDefined();
  });

  it('tells its subscribers of each change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = offer.subscribeUpdateOffer(listener);
    offer.offerUpdate(vi.fn());
    offer.holdUpdateOffer()();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    offer.declineUpdate();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
