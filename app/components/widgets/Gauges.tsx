import { Car, CarFront, HandCoins, House, ShieldCheck, Siren, Zap, type LucideIcon } from "lucide-react";
import { useEffect, useRef } from "react";

import type { Block, GaugeData, GaugeLabel } from "#app/content/types.ts";
import { formatGaugeAmount, formatGaugeValue, gaugeAngle, gaugeDescription } from "./gauge.ts";
import styles from "./Gauges.module.css";

const icons: Record<GaugeLabel, LucideIcon> = {
  "Motor Damage Claims": Car,
  "Motor Theft Claims": Siren,
  "Property Claims": House,
  "WINDSCREEN CLAIMS": CarFront,
  "ALL RISK FAST-TRACK Claims": Zap,
  "Assets under protection": ShieldCheck,
  "Claims paid": HandCoins,
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
  const Icon = icons[gauge.label] ?? Car;
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
        <Icon aria-hidden="true" size={24} strokeWidth={1.75} />
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
