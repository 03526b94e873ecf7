import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { StripsProps } from "./strips.ts";

/** The strips' code and data are fetched when their place comes this near the viewport: most visits never scroll there. */
const NEAR_VIEWPORT = "600px";

const Strips = lazy(() => import("./Strips.tsx").then((module) => ({ default: module.Strips })));

/**
 * "Customers also bought" and "You may also like" under the product (type=2 of
 * /api/product/extra/). They are extras to the page: neither their code nor their data is part of the
 * page's first load; both are fetched once their place is near, and nothing shows when the call fails or
 * finds nothing.
 */
export function ProductStrips(props: StripsProps) {
  const place = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = place.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={place} className="product-strips container">
      {near ? (
        <Suspense fallback={null}>
          <Strips {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
