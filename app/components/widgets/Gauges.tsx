import { Icon, paths, type Shape } from "#app/components/Icon.tsx";
import { useEffect, useRef } from "react";

import type { Block, GaugeData, GaugeLabel } from "#app/content/types.ts";
import { formatGaugeAmount, formatGaugeValue, gaugeAngle, gaugeDescription } from "./gauge.ts";
import styles from "./Gauges.module.css";

// Lucide's shapes (app/components/Icon.tsx), kept in this chunk.
const car: Shape = [
  ...paths(
    "M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2",
  ),
  ["circle", { cx: 7, cy: 17, r: 2 }],
  ["path", { d: "M9 17h6" }],
  ["circle", { cx: 17, cy: 17, r: 2 }],
];
const carFront: Shape = [
  ...paths("m21 8-2 2-1.5-3.7A2 2 0 0 0 15.646 5H8.4a2 2 0 0 0-1.903 1.257L5 10 3 8", "M7 14h.01", "M17 14h.01"),
  ["rect", { width: 18, height: 8, x: 3, y: 10, rx: 2 }],
  ...paths("M5 18v2", "M19 18v2"),
];
const handCoins: Shape = [
  ...paths(
    "M11 15h2a2 2 0 1 0 0-4h-3c-.6 0-1.1.2-1.4.6L3 17",
    "m7 21 1.6-1.4c.3-.4.8-.6 1.4-.6h4c1.1 0 2.1-.4 2.8-1.2l4.6-4.4a2 2 0 0 0-2.75-2.91l-4.2 3.9",
    "m2 16 6 6",
  ),
  ["circle", { cx: 16, cy: 9, r: 2.9 }],
  ["circle", { cx: 6, cy: 5, r: 3 }],
];
const house = paths(
  "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8",
  "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
);
const shieldCheck = paths(
  "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
  "m9 12 2 2 4-4",
);
const siren = paths(
  "M7 18v-6a5 5 0 1 1 10 0v6",
  "M5 21a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-1a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2z",
  "M21 12h1",
  "M18.5 4.5 18 5",
  "M2 12h1",
  "M12 2v1",
  "m4.929 4.929.707.707",
  "M12 12v6",
);
const zap = paths(
  "M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z",
);

const icons: Record<GaugeLabel, Shape> = {
  "Motor Damage Claims": car,
  "Motor Theft Claims": siren,
  "Property Claims": house,
  "WINDSCREEN CLAIMS": carFront,
  "ALL RISK FAST-TRACK Claims": zap,
  "Assets under protection": shieldCheck,
  "Claims paid": handCoins,
};

/** How long the needle takes to swing to its value; matches the transition in Gauges.module.css. */
const SWING_MS = 1200;

// The dial: a half circle around (CX, CY), 0 at the left end, the full range at the right.
const CX = 100;
const CY = 100;
const NEEDLE_LENGTH = 62;

/** A point on the dial at `degrees` from the left end (clockwise, over the top). */
function point(radius: number, degrees: number): string {
  const rad = (degrees * Math.PI) / 180;
  const x = CX - radius * Math.cos(rad);
  const y = CY - radius * Math.sin(rad);
  return `${x.toFixed(2)} ${y.toFixed(2)}`;
}

function arc(radius: number, from: number, to: number): string {
  return `M ${point(radius, from)} A ${radius} ${radius} 0 0 1 ${point(radius, to)}`;
}

const TICKS = Array.from({ length: 11 }, (_, i) => i * 18);

/** Variant 1: a thin coloured arc with ticks. */
function ScaleArc() {
  return (
    <>
      <path d={arc(84, 0, 135)} className={styles.arcMain} strokeWidth={6} fill="none" />
      <path d={arc(84, 135, 180)} className={styles.arcEnd} strokeWidth={6} fill="none" />
      {TICKS.map((deg) => {
        const major = deg % 90 === 0;
        return (
          <path
            key={deg}
            d={`M ${point(major ? 64 : 70, deg)} L ${point(77, deg)}`}
            className={styles.tick}
            strokeWidth={major ? 2.5 : 1.5}
          />
        );
      })}
    </>
  );
}

/** Variant 2: a thick band in three tones. */
function ScaleBand() {
  return (
    <>
      <path d={arc(78, 0, 88)} className={styles.bandLow} strokeWidth={20} fill="none" />
      <path d={arc(78, 90, 148)} className={styles.bandMid} strokeWidth={20} fill="none" />
      <path d={arc(78, 150, 180)} className={styles.bandHigh} strokeWidth={20} fill="none" />
    </>
  );
}

/**
 * The needle's motion. The server draws it at its final angle (the SVG
 * `transform` attribute), so it is right without JavaScript and under reduced
 * motion. In the browser, a gauge that starts below the fold has its needle
 * turned back to 0 (a CSS transform, which overrides the attribute), and when
 * the gauge scrolls into view it swings to the value, then jitters for a few
 * seconds (under five, WCAG 2.2.2). A gauge already on screen only jitters.
 */
function useNeedleMotion(
  gaugeRef: React.RefObject<HTMLElement | null>,
  needleRef: React.RefObject<SVGGElement | null>,
  angle: number,
) {
  useEffect(() => {
    const gauge = gaugeRef.current;
    const needle = needleRef.current;
    if (!gauge || !needle || typeof window.matchMedia !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    const setMotion = (motion: "armed" | "swing" | "settled") => needle.setAttribute("data-motion", motion);

    if (typeof IntersectionObserver === "undefined" || gauge.getBoundingClientRect().top < window.innerHeight) {
      setMotion("settled");
      return () => needle.removeAttribute("data-motion");
    }

    let timer = 0;
    needle.style.setProperty("--needle-angle", `${angle}deg`);
    setMotion("armed");
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        // Apply the armed position before swinging, so the change is transitioned.
        needle.getBoundingClientRect();
        setMotion("swing");
        timer = window.setTimeout(() => setMotion("settled"), SWING_MS);
      },
      { threshold: 0.5 },
    );
    observer.observe(gauge);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      needle.removeAttribute("data-motion");
      needle.style.removeProperty("--needle-angle");
    };
  }, [gaugeRef, needleRef, angle]);
}

function Gauge({ gauge }: { gauge: GaugeData }) {
  const gaugeRef = useRef<HTMLDivElement>(null);
  const needleRef = useRef<SVGGElement>(null);
  const angle = gaugeAngle(gauge.value, gauge.range);
  useNeedleMotion(gaugeRef, needleRef, angle);
  const shape = icons[gauge.label] ?? car;
  const variant = gauge.variant === 2 ? 2 : 1;

  return (
    <div
      ref={gaugeRef}
      // One picture with one text alternative: the dial, its value and label (an <img> cannot hold them).
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="img"
      aria-label={gaugeDescription(gauge)}
      className={`${styles.gauge} ${variant === 2 ? styles.variant2 : styles.variant1}`}
      data-testid="gauge"
      data-variant={variant}
    >
      <span className={styles.icon}>
        <Icon icon={shape} size={24} strokeWidth={1.75} />
      </span>
      <svg className={styles.dial} viewBox="0 0 200 118" width="200" height="118" aria-hidden="true" focusable="false">
        {variant === 2 ? <ScaleBand /> : <ScaleArc />}
        <text x="14" y="115" className={styles.scaleText} textAnchor="start">
          {formatGaugeAmount(0, "", variant)}
        </text>
        <text x="186" y="115" className={styles.scaleText} textAnchor="end">
          {formatGaugeAmount(gauge.range, variant === 2 ? gauge.units : "", variant)}
        </text>
        <g
          ref={needleRef}
          className={styles.needle}
          transform={`rotate(${angle} ${CX} ${CY})`}
          data-testid="gauge-needle"
          data-angle={angle}
        >
          <g className={styles.jitter}>
            <polygon
              points={`${CX} ${CY - 4.5} ${CX - NEEDLE_LENGTH} ${CY} ${CX} ${CY + 4.5}`}
              className={styles.needleBody}
            />
          </g>
        </g>
        <circle cx={CX} cy={CY} r="9" className={styles.hub} />
        <circle cx={CX} cy={CY} r="3.5" className={styles.hubCentre} />
      </svg>
      <span className={styles.value}>{formatGaugeValue(gauge)}</span>
      <span className={styles.label}>{gauge.label}</span>
    </div>
  );
}

/** A set of gauges (docs/specification.md, “Constants”): key turnaround times and amounts, each on a half-circle dial. */
export default function Gauges({ block }: { block: Extract<Block, { type: "gauges" }> }) {
  return (
    <section className={styles.gauges} data-testid="gauges">
      <h2>{block.heading}</h2>
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <ul className={styles.grid}>
        {block.gauges.map((gauge, i) => (
          <li key={`${gauge.label}-${i}`}>
            <Gauge gauge={gauge} />
          </li>
        ))}
      </ul>
    </section>
  );
}
