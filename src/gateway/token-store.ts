/**
 * What the browser keeps between visits (spec §4, §9): the token, the remember-me token and
 * preference, and the popup flags that logout clears.
 *
 * Remember me decides how long a sign-in lasts. Ticked, the token is also kept as the remember-me
 * token and survives a browser restart for the server's remember-me life (30 days). Unticked, it lasts
 * for the browser session: a session cookie (gone when the browser closes, shared by every tab, unlike
 * sessionStorage) vouches for it, and a token found without that cookie or a remember-me token is
 * forgotten. The server gives such a token 12 hours at most.
 */
export const STORAGE_KEYS = {
  token: 'portal.token',
  rememberToken: 'portal.rememberToken',
  rememberMe: 'portal.rememberMe',
  ratePopup: 'portal.ratePopup',
  holidayPopup: 'portal.holidayPopup',
  /** The session cookie marking this browser session's sign-in. */
  browserSession: 'portal.session',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A mark that lives exactly as long as the browser session. */
export interface BrowserSessionMark {
  isSet(): boolean;
  set(): void;
  clear(): void;
}

export interface TokenStore {
  /** The saved token, or the remember-me one; null once an unremembered sign-in's browser session ended. */
  token(): string | null;
  save(token: string, remember: boolean): void;
  /** Whether the current sign-in was remembered (a fresh token for it is saved the same way). */
  remembered(): boolean;
  rememberMe(): boolean;
  setRememberMe(remember: boolean): void;
  /** Logout: the token from session and local storage, the remember-me token and the popup flags. */
  clear(): void;
  clearHolidayFlag(): void;
}

/** The holiday-popup flag is stored under an encoded key (spec §4). */
export const holidayFlagKey = (): string => btoa(STORAGE_KEYS.holidayPopup);

/** The browser's mark: a cookie without an expiry, which the browser drops when it closes. */
export function sessionCookieMark(doc: Pick<Document, 'cookie'> = document): BrowserSessionMark {
  const name = STORAGE_KEYS.browserSession;
  return {
    isSet: () => doc.cookie.split(';').some((part) => part.trim() === `${name}=1`),
    set: () => void (doc.cookie = `${name}=1; path=/; SameSite=Strict`),
    clear: () => void (doc.cookie = `${name}=; path=/; SameSite=Strict; Max-Age=0`),
  };
}

export function createTokenStore(local: KeyValueStore, session: KeyValueStore, browserSession: BrowserSessionMark): TokenStore {
  const clearTokens = () => {
    for (const store of [local, session]) store.removeItem(STORAGE_KEYS.token);
    local.removeItem(STORAGE_KEYS.rememberToken);
    browserSession.clear();
  };
  return {
    token() {
      const remembered = local.getItem(STORAGE_KEYS.rememberToken);
      const token = local.getItem(STORAGE_KEYS.token);
      if (remembered !== null) return token ?? remembered;
      if (token !== null && !browserSession.isSet()) {
        // An unremembered sign-in from an earlier browser session: it ended with that session.
        local.removeItem(STORAGE_KEYS.token);
        return null;
      }
      return token;
    },
    save(token, remember) {
      local.setItem(STORAGE_KEYS.token, token);
      browserSession.set();
      if (remember) local.setItem(STORAGE_KEYS.rememberToken, token);
      else local.removeItem(STORAGE_KEYS.rememberToken);
    },
    remembered: () => local.getItem(STORAGE_KEYS.rememberToken) !== null,
    rememberMe: () => local.getItem(STORAGE_KEYS.rememberMe) === 'true',
    setRememberMe(remember) {
      if (remember) local.setItem(STORAGE_KEYS.rememberMe, 'true');
      else local.removeItem(STORAGE_KEYS.rememberMe);
    },
    clear() {
      clearTokens();
      local.removeItem(STORAGE_KEYS.ratePopup);
      local.removeItem(holidayFlagKey());
    },
    clearHolidayFlag: () => local.removeItem(holidayFlagKey()),
  };
}

/** A store that forgets: where there is no browser storage (the build's prerender of the sign-in screens). */
function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
}

/** The browser's token store; outside a browser (prerendering), one that keeps nothing. */
export function browserTokenStore(): TokenStore {
  if (typeof window === 'undefined') {
    return createTokenStore(memoryStore(), memoryStore(), { isSet: () => false, set: () => {}, clear: () => {} });
  }
  return createTokenStore(localStorage, sessionStorage, sessionCookieMark());
}
