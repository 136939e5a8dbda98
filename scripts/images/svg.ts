/**
 * Small helpers to build SVG as strings: elements, gradients, colours and a
 * seeded random generator so every drawing is the same on every run.
 */

export type Attrs = Record<string, string | number | undefined | null | false>;

/** Rounds to one decimal so the SVG stays short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function el(tag: string, attrs: Attrs = {}, children = ""): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return children ? `${out}>${children}</${tag}>` : `${out}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}): string {
  return el("rect", { x, y, width: w, height: h, rx: rx || undefined, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return el("circle", { cx, cy, r, fill, ...extra });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return el("ellipse", { cx, cy, rx, ry, fill, ...extra });
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return el("path", { d, fill, ...extra });
}

export function stroke(d: string, color: string, width: number, extra: Attrs = {}): string {
  return el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });
}

export function line(x1: number, y1: number, x2: number, y2: number, color: string, width: number, extra: Attrs = {}) {
  return stroke(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, color, width, extra);
}

export function poly(points: number[], fill: string, extra: Attrs = {}): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${n(points[i] ?? 0)},${n(points[i + 1] ?? 0)}`);
  return el("polygon", { points: pairs.join(" "), fill, ...extra });
}

export function g(children: string, attrs: Attrs = {}): string {
  return el("g", attrs, children);
}

/** Places local drawing (origin at its anchor) at x,y with a scale and optional mirror. */
export function at(x: number, y: number, s: number, children: string, flip = false): string {
  const sx = flip ? -s : s;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${sx} ${s})">${children}</g>`;
}

/** Smooth closed-bottom ridge through the given points down to baseY (Catmull-Rom to cubic). */
export function ridge(points: [number, number][], baseY: number): string {
  return `${smoothLine(points)}L${n(points.at(-1)?.[0] ?? 0)} ${n(baseY)}L${n(points[0]?.[0] ?? 0)} ${n(baseY)}Z`;
}

/** An open smooth curve through points, as path data starting with M. */
export function smoothLine(points: [number, number][]): string {
  const first = points[0];
  if (!first) return "";
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[i + 2] ?? p2;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Collects gradients and clip paths of one picture, with ids unique within it. */
export class Defs {
  items: string[] = [];
  count = 0;
  prefix: string;

  constructor(prefix = "d") {
    this.prefix = prefix;
  }

  id(): string {
    this.count++;
    return `${this.prefix}${this.count}`;
  }

  /** Linear gradient; direction from (x1,y1) to (x2,y2) in the box's fractions (default: top to bottom). */
  lin(stops: (string | [string, number])[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.items.push(el("linearGradient", { id, x1, y1, x2, y2 }, stopList(stops)));
    return `url(#${id})`;
  }

  /** Linear gradient in user space (absolute coordinates). */
  linAbs(stops: (string | [string, number])[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id();
    this.items.push(el("linearGradient", { id, x1, y1, x2, y2, gradientUnits: "userSpaceOnUse" }, stopList(stops)));
    return `url(#${id})`;
  }

  rad(stops: (string | [string, number])[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.items.push(el("radialGradient", { id, cx, cy, r }, stopList(stops)));
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id();
    this.items.push(el("clipPath", { id }, shape));
    return `url(#${id})`;
  }

  blur(deviation: number): string {
    const id = this.id();
    this.items.push(
      el(
        "filter",
        { id, x: "-50%", y: "-50%", width: "200%", height: "200%" },
        el("feGaussianBlur", { stdDeviation: deviation }),
      ),
    );
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

function stopList(stops: (string | [string, number])[]): string {
  return stops
    .map((stop, i) => {
      const [color, opacity] = typeof stop === "string" ? [stop, 1] : stop;
      const offset = stops.length === 1 ? 0 : i / (stops.length - 1);
      return el("stop", { offset, "stop-color": color, "stop-opacity": opacity === 1 ? undefined : opacity });
    })
    .join("");
}

export function svgDoc(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs}${body}</svg>`;
}

/** Sets the rendered size of an SVG document while keeping its viewBox. */
export function sized(svg: string, width: number, height: number): string {
  return svg.replace(/ width="\d+" height="\d+">/, ` width="${width}" height="${height}">`);
}

// Colours.

function toRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Darkens (negative) or lightens (positive) a colour by mixing towards black or white. */
export function shade(color: string, amount: number): string {
  return amount < 0 ? mix(color, "#000000", -amount) : mix(color, "#ffffff", amount);
}

// Seeded randomness.

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Mulberry32: small, fast and good enough for placing trees and windows. */
export class Rng {
  state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}
