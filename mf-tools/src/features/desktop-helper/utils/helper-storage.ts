// What the browser keeps of the desktop helper in local storage: the desktop uuid the server's
// desktop tools store gave (the spec's "a desktop uuid") and the pairing secret the helper gave this
// Parley address. Storage may be unavailable (privacy modes): then nothing is kept.
import { DESKTOP_UUID_STORAGE_KEY } from "@parley/shared-contracts/api/helper-app-calls";

const DESKTOP_UUID_KEY = DESKTOP_UUID_STORAGE_KEY;
const SECRET_KEY = "parley.helper-secret";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Not kept: the next page load asks again.
  }
}

export const readDesktopUuid = () => read(DESKTOP_UUID_KEY);
export const writeDesktopUuid = (uuid: string | null) => write(DESKTOP_UUID_KEY, uuid);
export const readHelperSecret = () => read(SECRET_KEY);
export const writeHelperSecret = (secret: string | null) => write(SECRET_KEY, secret);
