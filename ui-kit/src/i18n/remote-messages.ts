// A remote's own i18next namespace (its container name), loaded one language at a time into the
// shared default instance the host initialised, and kept in step with the shell's language.
import { useEffect } from "react";
import i18next from "i18next";
import type { ParleyEventBus } from "@parley/shared-contracts/events";
import { isLanguageCode, type LanguageCode } from "@parley/shared-contracts/languages";

export interface RemoteMessages {
  namespace: string;
  /** Adds the bundle of `code` unless it is there (one request per language at a time). */
  ensure(code: LanguageCode): Promise<void>;
  /**
   * Starts fetching and running the chunk of `code` without adding it yet (i18next may not be set up
   * at that moment): `ensure` then finds the module loaded.
   */
  preload(code: LanguageCode): void;
  /** Keeps the bundle loaded for the props' language and each language the bus announces. */
  useMessages(language: LanguageCode, bus: ParleyEventBus): void;
}

/**
 * The code i18next looks resources up under: by default it canonicalises `zh-cn` to `zh-CN`, so a
 * bundle stored under the raw code would never be found.
 */
function resourceCode(code: LanguageCode): string {
  // i18next types its services as any.
  const utils = i18next.services?.languageUtils as
    { formatLanguageCode?: (code: string) => string } | undefined;
  return utils?.formatLanguageCode?.(code) ?? code;
}

/**
 * `load` is the remote's table of dynamic imports (one chunk per language, so the page fetches only
 * its own); components re-render when a bundle lands (they bind to the store's `added` event).
 */
export function createRemoteMessages(
  namespace: string,
  load: (code: LanguageCode) => Promise<object>,
): RemoteMessages {
  const inFlight = new Map<string, Promise<void>>();
  const ensure = (code: LanguageCode): Promise<void> => {
    const lng = resourceCode(code);
    if (i18next.hasResourceBundle(lng, namespace)) return Promise.resolve();
    let pending = inFlight.get(lng);
    if (!pending) {
      pending = load(code)
        .then((messages) => {
          i18next.addResourceBundle(lng, namespace, messages, true, true);
        })
        .finally(() => inFlight.delete(lng));
      inFlight.set(lng, pending);
    }
    return pending;
  };
  const loadQuietly = (code: LanguageCode): void => {
    ensure(code).catch((error: unknown) => {
      // Texts stay in the previous language; the next switch or mount tries again.
      console.warn(`${namespace}: could not load the "${code}" texts`, error);
    });
  };
  return {
    namespace,
    ensure,
    preload(code) {
      load(code).catch(() => {
        // `ensure` asks again at mount and reports what fails then.
      });
    },
    useMessages(language, bus) {
      useEffect(() => loadQuietly(language), [language]);
      useEffect(
        () =>
          bus.on("language.changed", ({ language: next }) => {
            if (isLanguageCode(next)) loadQuietly(next);
          }),
        [bus],
      );
    },
  };
}
