// What the browser keeps (spec §4, §9): saving, remember-me (how long a sign-in lasts), and logout clearing exactly its list.
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createTokenStore, holidayFlagKey, sessionCookieMark, type BrowserSessionMark } from '../../src/gateway/token-store';

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

/** The browser session's mark; a new one stands for a restarted browser (session cookies gone). */
function memoryMark(set = false): BrowserSessionMark & { value: () => boolean } {
  let marked = set;
  return { isSet: () => marked, set: () => void (marked = true), clear: () => void (marked = false), value: () => marked };
}

function setup(local: Record<string, string> = {}, session: Record<string, string> = {}, mark = memoryMark(true)) {
  const localStorage = memoryStorage(local);
  const sessionStorage = memoryStorage(session);
  return { local: localStorage, session: sessionStorage, mark, store: createTokenStore(localStorage, sessionStorage, mark) };
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

describe('how long a sign-in lasts (issue 14: remember me that means something)', () => {
  /** The same local storage seen by a browser started again: its session cookies are gone. */
  const restarted = (local: ReturnType<typeof memoryStorage>) => createTokenStore(local, memoryStorage(), memoryMark(false));

  it('unticked: lasts while the browser session does, and is forgotten after a restart', () => {
    const { local, mark, store } = setup({}, {}, memoryMark(false));
    store.save('t1', false);
    expect(mark.value()).toBe(true);
    expect(store.token()).toBe('t1');
    expect(store.remembered()).toBe(false);
    expect(restarted(local).token()).toBeNull();
    // Forgotten for good, not only hidden.
    expect(local.contents()).toEqual({});
  });

  it('ticked: survives a browser restart', () => {
    const { local, store } = setup({}, {}, memoryMark(false));
    store.save('t2', true);
    expect(store.remembered()).toBe(true);
    expect(restarted(local).token()).toBe('t2');
  });

  it('a fresh token saved the way of the sign-in it replaces keeps its life', () => {
    const { local, store } = setup();
    store.save('t3', true);
    store.save('t4', store.remembered());
    expect(restarted(local).token()).toBe('t4');
  });

  it('logout ends the browser session mark too', () => {
    const { mark, store } = setup({}, {}, memoryMark(false));
    store.save('t5', false);
    store.clear();
    expect(mark.value()).toBe(false);
  });
});

describe('the session cookie mark', () => {
  /** A one-cookie jar with the browser's rules that matter here: set, overwrite, Max-Age=0 deletes. */
  function jar() {
    const cookies = new Map<string, string>();
    const written: string[] = [];
    return {
      written,
      get cookie() {
        return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(line: string) {
        written.push(line);
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const [name = '', value = ''] = pair.split('=');
        if (attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0')) cookies.delete(name);
        else cookies.set(name, value);
      },
    };
  }

  it('is a session cookie (no Expires, no Max-Age) for the whole site, and can be cleared', () => {
    const doc = jar();
    const mark = sessionCookieMark(doc);
    expect(mark.isSet()).toBe(false);
    mark.set();
    expect(mark.isSet()).toBe(true);
    expect(doc.written[0]).toBe(`${STORAGE_KEYS.browserSession}=1; path=/; SameSite=Strict`);
    mark.clear();
    expect(mark.isSet()).toBe(false);
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
