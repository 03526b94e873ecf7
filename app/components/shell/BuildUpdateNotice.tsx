import { useEffect, useMemo, useSyncExternalStore } from "react";
import { RefreshIcon } from "#app/components/icons/Icons.tsx";
import { createBuildUpdateWatcher, installChunkErrorReload } from "#app/lib/build-update.ts";
import { useT } from "./ShellContext.tsx";

const noUpdate = () => false;
const noSubscription = () => () => undefined;

/**
 * Tells the shopper when a new version of the shop is deployed: the page polls the
 * server's /build-info.json every hour and, when the build differs from its own, offers a reload
 * instead of forcing one. A failed chunk load after a deployment reloads the page once.
 */
export function BuildUpdateNotice({ buildVersion }: { buildVersion: string }) {
  const t = useT();
  const watcher = useMemo(
    () => (typeof window === "undefined" ? null : createBuildUpdateWatcher({ currentVersion: buildVersion })),
    [buildVersion],
  );

  useEffect(() => {
    if (!watcher) return;
    watcher.start();
    return () => watcher.stop();
  }, [watcher]);

  useEffect(() => installChunkErrorReload(), []);

  const available = useSyncExternalStore(watcher?.subscribe ?? noSubscription, watcher?.getSnapshot ?? noUpdate, noUpdate);
  return (
    <div className="build-update" role="status">
      {available ? (
        <div className="build-update__notice">
          <p>{t("shell.newVersionAvailable")}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => window.location.reload()}>
            <RefreshIcon size={18} />
            {t("shell.reload")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
