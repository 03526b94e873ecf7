import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { tabKeyTarget } from "#app/lib/tabs.ts";

export interface ProductPanel {
  /** The section's anchor, e.g. `product-description`. */
  id: string;
  label: string;
  content: ReactNode;
}

/** Wide screens show tabs; narrow ones a column of sections that open one by one. */
const WIDE = "(min-width: 900px)";

/**
 * The product page's texts: tabs Description, Details, Availability, Brand (and Data on a
 * development host) on wide screens, collapsible sections on phones. Before JavaScript every section is
 * shown and the list above them jumps to each, so nothing is out of reach.
 */
export function ProductTabs({ panels, label }: { panels: ProductPanel[]; label: string }) {
  const [mode, setMode] = useState<"static" | "tabs" | "sections">("static");
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(panels[0] ? [panels[0].id] : []));
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  // The panels are new objects on every render; their ids say when they really change.
  const ids = panels.map((panel) => panel.id).join(" ");
  useEffect(() => {
    const order = ids.split(" ");
    const query = window.matchMedia(WIDE);
    const apply = () => setMode(query.matches ? "tabs" : "sections");
    apply();
    query.addEventListener("change", apply);
    // A link to a section (#product-details) opens it.
    const fromHash = () => {
      const index = order.findIndex((id) => `#${id}` === window.location.hash);
      if (index < 0) return;
      setActive(index);
      setOpen((current) => (current.has(order[index]!) ? current : new Set([...current, order[index]!])));
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => {
      query.removeEventListener("change", apply);
      window.removeEventListener("hashchange", fromHash);
    };
  }, [ids]);

  const index = Math.min(active, panels.length - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabKeyTarget(event.key, index, panels.length);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    tabs.current[target]?.focus();
  };

  if (mode === "tabs") {
    return (
      <div className="product-tabs">
        <div className="product-tabs__list" role="tablist" aria-label={label}>
          {panels.map((panel, i) => (
            <button
              key={panel.id}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={`${panel.id}-tab`}
              className="product-tabs__tab"
              aria-selected={i === index}
              aria-controls={panel.id}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setActive(i)}
              onKeyDown={onKeyDown}
            >
              {panel.label}
            </button>
          ))}
        </div>
        {panels.map((panel, i) => (
          <section key={panel.id} id={panel.id} className="product-tabs__panel" role="tabpanel" aria-labelledby={`${panel.id}-tab`} hidden={i !== index} tabIndex={0}>
            {/* The same outline as the other modes: the panel's texts bring their own h3s. */}
            <h2 className="visually-hidden">{panel.label}</h2>
            {panel.content}
          </section>
        ))}
      </div>
    );
  }

  if (mode === "sections") {
    return (
      <div className="product-tabs product-tabs--sections">
        {panels.map((panel) => {
          const expanded = open.has(panel.id);
          return (
            <section key={panel.id} id={panel.id} className="product-tabs__section" aria-labelledby={`${panel.id}-heading`}>
              <h2 id={`${panel.id}-heading`} className="product-tabs__heading">
                <button
                  type="button"
                  className="product-tabs__toggle"
                  aria-expanded={expanded}
                  aria-controls={`${panel.id}-body`}
                  onClick={() =>
                    setOpen((current) => {
                      const next = new Set(current);
                      if (expanded) next.delete(panel.id);
                      else next.add(panel.id);
                      return next;
                    })
                  }
                >
                  {panel.label}
                </button>
              </h2>
              <div id={`${panel.id}-body`} className="product-tabs__body" hidden={!expanded}>
                {panel.content}
              </div>
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <div className="product-tabs product-tabs--static">
      <nav className="product-tabs__jump" aria-label={label}>
        <ul>
          {panels.map((panel) => (
            <li key={panel.id}>
              <a href={`#${panel.id}`}>{panel.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {panels.map((panel) => (
        <section key={panel.id} id={panel.id} className="product-tabs__section" aria-labelledby={`${panel.id}-heading`}>
          <h2 id={`${panel.id}-heading`} className="product-section__title">
            {panel.label}
          </h2>
          {panel.content}
        </section>
      ))}
    </div>
  );
}
