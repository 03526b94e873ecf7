/** Five stars filled to the rating in half steps; the number is said once through the label. */
export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <div className="stars" role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        return <Star key={index} fill={fill >= 1 ? "full" : fill >= 0.5 ? "half" : "empty"} />;
      })}
    </div>
  );
}

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

function Star({ fill }: { fill: "full" | "half" | "empty" }) {
  return (
    <svg className={`star star--${fill}`} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} className="star__empty" />
      {/* A half star clips the filled shape to its left half (catalog.css). */}
      {fill !== "empty" ? <path d={STAR_PATH} className="star__fill" /> : null}
    </svg>
  );
}
