/**
 * What the browser keeps between visits (spec §4, §9): the token, the remember-me token and
 * preference, and the popup flags that logout clears.
 */
export const STORAGE_KEYS = {
  token: 'portal.token',
  rememberToken: 'portal.rememberToken',
  rememberMe: 'portal.rememberMe',
  ratePopup: 'portal.ratePopup',
  holidayPopup: 'portal.holidayPopup',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  /** The saved token, or the remember-me one. */
  token(): string | null;
  save(token: string, remember: boolean): void;
  rememberMe(): boolean;
  setRememberMe(remember: boolean): void;
  /** Logout: the token from session and local storage, the remember-me token and the popup flags. */
  clear(): void;
  clearHolidayFlag(): void;
}

/** The holiday-popup flag is stored under an encoded key (spec §4). */
export const holidayFlagKey = (): string => btoa(STORAGE_KEYS.holidayPopup);

export function createTokenStore(local: KeyValueStore, session: KeyValueStore): TokenStore {
  return {
    token: () => local.getItem(STORAGE_KEYS.token) ?? local.getItem(STORAGE_KEYS.rememberToken),
    save(token, remember) {
      local.setItem(STORAGE_KEYS.token, token);
      if (remember) local.setItem(STORAGE_KEYS.rememberToken, token);
      else local.removeItem(STORAGE_KEYS.rememberToken);
    },
    rememberMe: () => local.getItem(STORAGE_KEYS.rememberMe) === 'true',
    setRememberMe(remember) {
      if (remember) local.setItem(STORAGE_KEYS.rememberMe, 'true');
      else local.removeItem(STORAGE_KEYS.rememberMe);
    },
    clear() {
      for (const store of [local, session]) store.removeItem(STORAGE_KEYS.token);
      local.removeItem(STORAGE_KEYS.rememberToken);
      local.removeItem(STORAGE_KEYS.ratePopup);
      local.removeItem(holidayFlagKey());
    },
    clearHolidayFlag: () => local.removeItem(holidayFlagKey()),
  };
}
