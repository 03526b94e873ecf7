import type { ReactNode } from "react";

/**
 * The delivery country's flag as a small inline SVG (no images to fetch, and no emoji, which
 * many systems draw as two letters). Common delivery countries are drawn in simplified form on a
 * 3:2 box; any other country gets a neutral flag carrying its code. Decorative: the control that
 * shows it names the country in text.
 */
type FlagSpec =
  | { kind: "nordic"; field: string; cross: string; inner?: string }
  | { kind: "rows"; colors: string[]; weights?: number[] }
  | { kind: "columns"; colors: string[] }
  | { kind: "custom"; draw: () => ReactNode };

const W = 30;
const H = 20;

const FLAGS: Record<string, FlagSpec> = {
  fi: { kind: "nordic", field: "#ffffff", cross: "#002f6c" },
  se: { kind: "nordic", field: "#006aa7", cross: "#fecc02" },
  dk: { kind: "nordic", field: "#c8102e", cross: "#ffffff" },
  no: { kind: "nordic", field: "#ba0c2f", cross: "#ffffff", inner: "#00205b" },
  is: { kind: "nordic", field: "#02529c", cross: "#ffffff", inner: "#dc1e35" },
  ax: { kind: "nordic", field: "#0064ae", cross: "#ffd300", inner: "#da0e15" },
  de: { kind: "rows", colors: ["#000000", "#dd0000", "#ffce00"] },
  ee: { kind: "rows", colors: ["#0072ce", "#000000", "#ffffff"] },
  nl: { kind: "rows", colors: ["#ae1c28", "#ffffff", "#21468b"] },
  ru: { kind: "rows", colors: ["#ffffff", "#0039a6", "#d52b1e"] },
  at: { kind: "rows", colors: ["#c8102e", "#ffffff", "#c8102e"] },
  lt: { kind: "rows", colors: ["#fdb913", "#006a44", "#c1272d"] },
  lu: { kind: "rows", colors: ["#ed2939", "#ffffff", "#00a1de"] },
  hu: { kind: "rows", colors: ["#ce2939", "#ffffff", "#477050"] },
  bg: { kind: "rows", colors: ["#ffffff", "#00966e", "#d62612"] },
  lv: { kind: "rows", colors: ["#9e3039", "#ffffff", "#9e3039"], weights: [2, 1, 2] },
  es: { kind: "rows", colors: ["#aa151b", "#f1bf00", "#aa151b"], weights: [1, 2, 1] },
  pl: { kind: "rows", colors: ["#ffffff", "#dc143c"] },
  ua: { kind: "rows", colors: ["#0057b7", "#ffd700"] },
  fr: { kind: "columns", colors: ["#0055a4", "#ffffff", "#ef4135"] },
  it: { kind: "columns", colors: ["#009246", "#ffffff", "#ce2b37"] },
  ie: { kind: "columns", colors: ["#169b62", "#ffffff", "#ff883e"] },
  be: { kind: "columns", colors: ["#000000", "#fdda24", "#ef3340"] },
  ro: { kind: "columns", colors: ["#002b7f", "#fcd116", "#ce1126"] },
  ch: {
    kind: "custom",
    draw: () => (
      <>
        <rect width={W} height={H} fill="#da291c" />
        <path d="M13 4h4v4h4v4h-4v4h-4v-4H9V8h4Z" fill="#ffffff" />
      </>
    ),
  },
  jp: {
    kind: "custom",
    draw: () => (
      <>
        <rect width={W} height={H} fill="#ffffff" />
        <circle cx={15} cy={10} r={6} fill="#bc002d" />
      </>
    ),
  },
  cz: {
    kind: "custom",
    draw: () => (
      <>
        <rect width={W} height={10} fill="#ffffff" />
        <rect y={10} width={W} height={10} fill="#d7141a" />
        <path d="M0 0 15 10 0 20Z" fill="#11457e" />
      </>
    ),
  },
  pt: {
    kind: "custom",
    draw: () => (
      <>
        <rect width={W} height={H} fill="#da291c" />
        <rect width={12} height={H} fill="#046a38" />
        <circle cx={12} cy={10} r={3.6} fill="#ffe900" />
      </>
    ),
  },
  gb: {
    kind: "custom",
    draw: () => (
      <>
        <rect width={W} height={H} fill="#012169" />
        <path d="M0 0 30 20M30 0 0 20" stroke="#ffffff" strokeWidth={4} />
        <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth={1.4} />
        <path d="M15 0v20M0 10h30" stroke="#ffffff" strokeWidth={6} />
        <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth={3.4} />
      </>
    ),
  },
  us: {
    kind: "custom",
    draw: () => (
      <>
        <rect width={W} height={H} fill="#ffffff" />
        {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
          <rect key={stripe} y={(stripe * H) / 13} width={W} height={H / 13} fill="#b22234" />
        ))}
        <rect width={12} height={(7 * H) / 13} fill="#3c3b6e" />
      </>
    ),
  },
  ca: {
    kind: "custom",
    draw: () => (
      <>
        <rect width={W} height={H} fill="#ffffff" />
        <rect width={7.5} height={H} fill="#d80621" />
        <rect x={22.5} width={7.5} height={H} fill="#d80621" />
        <path d="M15 4.5l1.4 2.8 1.8-.8-.6 3.6 2-1.6.4 1.6 1.6-.2-1 2.4.8.6-4 3h-1.6v2h-1.6v-2h-1.6l-4-3 .8-.6-1-2.4 1.6.2.4-1.6 2 1.6-.6-3.6 1.8.8Z" fill="#d80621" />
      </>
    ),
  },
};

function drawSpec(spec: FlagSpec): ReactNode {
  switch (spec.kind) {
    case "nordic": {
      // The cross sits left of centre, as on every Nordic flag.
      const outer = spec.inner ? 5 : 4;
      const x = 9;
      const cross = (width: number, color: string) => (
        <>
          <rect x={x + (outer - width) / 2} width={width} height={H} fill={color} />
          <rect y={(H - width) / 2} width={W} height={width} fill={color} />
        </>
      );
      return (
        <>
          <rect width={W} height={H} fill={spec.field} />
          {cross(outer, spec.cross)}
          {spec.inner ? cross(2, spec.inner) : null}
        </>
      );
    }
    case "rows": {
      const weights = spec.weights ?? spec.colors.map(() => 1);
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let y = 0;
      return spec.colors.map((color, index) => {
        const height = (H * (weights[index] ?? 1)) / total;
        const rect = <rect key={index} y={y} width={W} height={height} fill={color} />;
        y += height;
        return rect;
      });
    }
    case "columns":
      return spec.colors.map((color, index) => (
        <rect key={index} x={(index * W) / spec.colors.length} width={W / spec.colors.length} height={H} fill={color} />
      ));
    case "custom":
      return spec.draw();
  }
}

export function hasFlag(countryCode: string): boolean {
  return Object.hasOwn(FLAGS, countryCode.toLowerCase());
}

export function Flag({ countryCode, width = 24, className }: { countryCode: string; width?: number; className?: string }) {
  const code = countryCode.toLowerCase();
  const spec = Object.hasOwn(FLAGS, code) ? FLAGS[code] : undefined;
  return (
    <svg
      className={className ? `flag ${className}` : "flag"}
      width={width}
      height={Math.round((width * H) / W)}
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      focusable="false"
      data-country={code}
    >
      {spec ? (
        drawSpec(spec)
      ) : (
        <>
          <rect width={W} height={H} fill="#e4ded1" />
          <text
            x={W / 2}
            y={H / 2 + 3.6}
            textAnchor="middle"
            fontSize="10"
            fontWeight="700"
            fontFamily="system-ui, sans-serif"
            fill="#3b403d"
          >
            {code.toUpperCase().slice(0, 2)}
          </text>
        </>
      )}
      {/* A hairline edge keeps white flags visible on a white header. */}
      <rect x={0.25} y={0.25} width={W - 0.5} height={H - 0.5} fill="none" stroke="rgba(0,0,0,0.28)" strokeWidth={0.5} />
    </svg>
  );
}
