import { useId, type MouseEvent } from "react";
import { useT } from "#app/components/shell/ShellContext.tsx";
import { GRID_SIZE_FIELD, GRID_SIZE_INTENT, type GridSize } from "./grid-size.ts";

/**
 * Larger or smaller cards. Before JavaScript the two buttons post to the
 * page, whose action (handleGridSizeForm in listing.server.ts) sets the one-year cookie and sends the
 * shopper back; with JavaScript the browser sets the cookie and the grid changes in place.
 */
export function GridSizeToggle({ size, onChange }: { size: GridSize; onChange: (size: GridSize) => void }) {
  const t = useT();
  const labelId = useId();
  const choose = (next: GridSize) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onChange(next);
  };
  return (
    <form method="post" className="grid-size">
      <input type="hidden" name="intent" value={GRID_SIZE_INTENT} />
      <span className="visually-hidden" id={labelId}>
        {t("catalog.gridSize")}
      </span>
      <div className="grid-size__buttons" role="group" aria-labelledby={labelId}>
        <button
          type="submit"
          name={GRID_SIZE_FIELD}
          value="default"
          className="grid-size__button"
          aria-pressed={size === "default"}
          title={t("catalog.gridDefault")}
          onClick={choose("default")}
        >
          <GridIcon cells={2} />
          <span className="visually-hidden">{t("catalog.gridDefault")}</span>
        </button>
        <button
          type="submit"
          name={GRID_SIZE_FIELD}
          value="extended"
          className="grid-size__button"
          aria-pressed={size === "extended"}
          title={t("catalog.gridExtended")}
          onClick={choose("extended")}
        >
          <GridIcon cells={3} />
          <span className="visually-hidden">{t("catalog.gridExtended")}</span>
        </button>
      </div>
    </form>
  );
}

/** Two by two large squares or three by three small ones. */
function GridIcon({ cells }: { cells: 2 | 3 }) {
  const gap = 2;
  const size = (20 - gap * (cells - 1)) / cells;
  const squares = [];
  for (let row = 0; row < cells; row++) {
    for (let column = 0; column < cells; column++) {
      squares.push(<rect key={`${row}-${column}`} x={2 + column * (size + gap)} y={2 + row * (size + gap)} width={size} height={size} rx={1} />);
    }
  }
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {squares}
    </svg>
  );
}
