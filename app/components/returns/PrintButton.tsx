import { useEffect, useState } from "react";

/** Prints the page (the print stylesheet leaves the shop's frame out); shown once scripts run, as printing needs them. */
export function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
