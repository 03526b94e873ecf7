import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { getLocalStorage, safeRemoveItem } from "#app/lib/browser-storage.ts";
import {
  FEATURE_FLAG_STORAGE_KEY,
  isFeatureEnabled,
  readStoredOverrides,
  resolveFeatureFlags,
  type FeatureFlags,
} from "#app/lib/feature-flags.ts";
import { useT } from "./ShellContext.tsx";

const FeatureFlagsContext = createContext<FeatureFlags>({});

/**
 * The feature flags in effect: the server's setting, then this browser's
 * overrides from `?featureFlag_{name}=1|0`, applied once the page runs in the browser (the server
 * cannot see local storage). A small notice says when this browser differs from the shop's setting.
 */
export function FeatureFlagsProvider({ serverFlags, children }: { serverFlags: FeatureFlags; children: ReactNode }) {
  const t = useT();
  const { search } = useLocation();
  const [flags, setFlags] = useState<FeatureFlags>(serverFlags);
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});

  useEffect(() => {
    const storage = getLocalStorage();
    setFlags(resolveFeatureFlags({ serverFlags, search, storage }));
    setOverrides(readStoredOverrides(storage));
  }, [serverFlags, search]);

  const names = Object.keys(overrides);
  return (
    <FeatureFlagsContext.Provider value={flags}>
      {children}
      {names.length > 0 ? (
        <div className="feature-flag-notice" role="status">
          <p>
            {t("shell.featureFlagsOverridden", {
              flags: names.map((name) => `${name}: ${t(overrides[name] ? "shell.featureFlagOn" : "shell.featureFlagOff")}`).join(", "),
            })}
          </p>
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => {
              safeRemoveItem(getLocalStorage(), FEATURE_FLAG_STORAGE_KEY);
              setOverrides({});
              setFlags(serverFlags);
            }}
          >
            {t("shell.featureFlagsReset")}
          </button>
        </div>
      ) : null}
    </FeatureFlagsContext.Provider>
  );
}

export function useFeatureFlags(): FeatureFlags {
  return useContext(FeatureFlagsContext);
}

export function useFeatureFlag(name: string): boolean {
  return isFeatureEnabled(useFeatureFlags(), name);
}
