// What the browser keeps (spec §4, §9): saving, remember-me, and logout clearing exactly its list.
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createTokenStore, holidayFlagKey } from '../../src/gateway/token-store';

/** An in-memory Storage with just what the store uses, plus a view of its contents. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    contents: () => Object.fromEntries(items),
  };
}

function setup(local: Record<string, string> = {}, session: Record<string, string> = {}) {
  const localStorage = memoryStorage(local);
  const sessionStorage = memoryStorage(session);
  return { local: localStorage, session: sessionStorage, store: createTokenStore(localStorage, sessionStorage) };
}

describe('saving the token', () => {
  it('keeps the token and no remember-me token when not remembered', () => {
    const { local, store } = setup({ [STORAGE_KEYS.rememberToken]: 'old' });
    store.save('t1', false);
    expect(local.contents()).toEqual({ [STORAGE_KEYS.token]: 't1' });
    expect(store.token()).toBe('t1');
  });

  it('also keeps a remember-me token when remembered', () => {
    const { local, store } = setup();
    store.save('t2', true);
    expect(local.contents()).toEqual({ [STORAGE_KEYS.token]: 't2', [STORAGE_KEYS.rememberToken]: 't2' });
  });

  it('falls back to the remember-me token, and has none when nothing is stored', () => {
    expect(setup({ [STORAGE_KEYS.rememberToken]: 'r' }).store.token()).toBe('r');
    expect(setup().store.token()).toBeNull();
  });

  it('prefers the token over the remember-me token', () => {
    expect(setup({ [STORAGE_KEYS.token]: 't', [STORAGE_KEYS.rememberToken]: 'r' }).store.token()).toBe('t');
  });
});

describe('remember-me preference', () => {
  it('is stored when ticked and removed when unticked', () => {
    const { local, store } = setup();
    expect(store.rememberMe()).toBe(false);
    store.setRememberMe(true);
    expect(local.contents()).toEqual({ [STORAGE_KEYS.rememberMe]: 'true' });
    expect(store.rememberMe()).toBe(true);
    store.setRememberMe(false);
    expect(local.contents()).toEqual({});
    expect(store.rememberMe()).toBe(false);
  });
});

describe('logout', () => {
  it('clears the token from session and local storage, the remember-me token and both popup flags, and nothing else', () => {
    const { local, session, store } = setup(
      {
        [STORAGE_KEYS.token]: 't',
        [STORAGE_KEYS.rememberToken]: 'r',
        [STORAGE_KEYS.ratePopup]: 'shown',
        [holidayFlagKey()]: 'seen',
        [STORAGE_KEYS.rememberMe]: 'true',
        unrelated: 'kept',
      },
      { [STORAGE_KEYS.token]: 't', other: 'kept' },
    );
    store.clear();
    expect(local.contents()).toEqual({ [STORAGE_KEYS.rememberMe]: 'true', unrelated: 'kept' });
    expect(session.contents()).toEqual({ other: 'kept' });
    expect(store.token()).toBeNull();
  });

  it('is harmless when nothing is stored', () => {
    const { local, store } = setup();
    store.clear();
    expect(local.contents()).toEqual({});
  });
});

describe('holiday-popup flag', () => {
  it('lives under an encoded key', () => {
    expect(holidayFlagKey()).toBe(btoa(STORAGE_KEYS.holidayPopup));
    expect(holidayFlagKey()).not.toBe(STORAGE_KEYS.holidayPopup);
  });

  it('is cleared on its own when the session check fails', () => {
    const { local, store } = setup({ [holidayFlagKey()]: 'seen', [STORAGE_KEYS.token]: 't' });
    store.clearHolidayFlag();
    expect(local.contents()).toEqual({ [STORAGE_KEYS.token]: 't' });
  });
});
